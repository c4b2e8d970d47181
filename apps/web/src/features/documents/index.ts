export { DocumentsTab } from './DocumentsTab';
export { UploadDocumentDialog } from './UploadDocumentDialog.lazy';
export type { UploadDocumentDialogProps } from './UploadDocumentDialog';
export { clientDocumentsQuery } from './documents.queries';
