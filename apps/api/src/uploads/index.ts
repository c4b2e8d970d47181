export { acceptUpload, type AcceptUploadOptions, type UploadFields } from './accept-upload';
export { clearStaleUploads, STALE_UPLOAD_AGE_MS } from './clear-stale-uploads';
export { sendDownload, sendStoredFile, type Download, type StoredFileRow } from './send-download';
export { stagedUpload, type StagedUpload } from './staged-upload';
export { storeUpload, withStoredUpload } from './store-upload';
export { uploadTmpDir } from './upload-tmp-dir';
export { readFileHead } from './read-file-head';
