export { RecurringInvoicesScreen } from './RecurringInvoicesScreen';
export { RecurringInvoiceFormDialog } from './RecurringInvoiceFormDialog.lazy';
export type { RecurringInvoiceFormDialogProps } from './RecurringInvoiceFormDialog';
