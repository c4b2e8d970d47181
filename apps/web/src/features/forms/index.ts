export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { useSaveFeedback } from './use-save-feedback';
export type { SaveFeedback } from './use-save-feedback';
