export { DocumentsTab } from './DocumentsTab';
export { UploadDocumentDialog } from './UploadDocumentDialog';
export type { UploadDocumentDialogProps } from './UploadDocumentDialog';
export { clientDocumentsQuery } from './documents.queries';
