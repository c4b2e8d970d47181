export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { useForm } from './use-form';
export type { FieldName, UseFormOptions } from './use-form';
export { useFormDialog } from './use-form-dialog';
export type { DialogState } from './use-form-dialog';
export { useResetOnOpen } from './use-reset-on-open';
export { useSaveFeedback } from './use-save-feedback';
export type { SaveFeedback } from './use-save-feedback';
