export { DocumentTypeSchema, FileRecordSchema, FileUploadFieldsSchema } from './file.schema';
export { DOCUMENT_TYPES } from './file.enums';
export type { DocumentType } from './file.enums';
export type { FileRecord, FileUploadFields, FileUploadFieldsInput } from './file.schema';
export {
  MAX_UPLOAD_BYTES,
  FILE_REQUIRED_MESSAGE,
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  FILE_AND_CLIENT_REQUIRED_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_FILE_TYPES,
  EXPENSE_FILE_TYPES,
  LOGO_FILE_TYPES,
  IMPORT_FILE_TYPES,
  MAX_LOGO_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_REQUIRED_MESSAGE,
  maxUploadBytes,
  fileTooLargeMessage,
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
export { attachmentHeader, inlineHeader } from './content-disposition.rules';
