export { FileDropZone } from './FileDropZone';
export type { FileDropZoneProps } from './FileDropZone';
export {
  DEFAULT_MAX_FILE_BYTES,
  formatFileSize,
  isAcceptedFile,
  validateFile,
} from './file-validation';
export type { FileRules } from './file-validation';
