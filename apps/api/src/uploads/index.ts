export { acceptUpload, type AcceptUploadOptions, type UploadFields } from './accept-upload';
export { clearStaleUploads, STALE_UPLOAD_AGE_MS } from './clear-stale-uploads';
export { attachmentHeader } from './content-disposition';
export { sendDownload, type Download } from './send-download';
export type { StagedUpload } from './staged-upload';
export { storeUpload } from './store-upload';
export { uploadTmpDir } from './upload-tmp-dir';
