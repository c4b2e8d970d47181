export { DocumentTypeSchema, FileRecordSchema, FileUploadFieldsSchema } from './file.schema';
export type { DocumentType, FileRecord, FileUploadFields, FileUploadFieldsInput } from './file.schema';
export {
  MAX_UPLOAD_BYTES,
  FILE_REQUIRED_MESSAGE,
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  FILE_AND_CLIENT_REQUIRED_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  DOCUMENT_TYPES,
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_FILE_TYPES,
  EXPENSE_FILE_TYPES,
  acceptedFileTypes,
  acceptAttribute,
  acceptedTypesHint,
  fileTypeNotAcceptedMessage,
  fileExtension,
  contentTypeFor,
  isAcceptedFile,
  fileRequiredMessage,
  validateUpload,
  formatFileSize,
  formatSizeKb,
  fileIconKind,
  fileTypeLabel,
} from './file.rules';
export type { UploadKind, FileIconKind } from './file.rules';
