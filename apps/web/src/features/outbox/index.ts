export { SendDocumentDialog } from './SendDocumentDialog';
export type { SendDocumentDialogProps } from './SendDocumentDialog';
export { OutboxScreen } from './OutboxScreen';
