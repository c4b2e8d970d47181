export { InvoicesScreen } from './InvoicesScreen';
export { InvoiceFormDialog } from './InvoiceFormDialog.lazy';
export type { InvoiceFormDialogProps } from './InvoiceFormDialog';
export { invalidateAfterInvoiceChange } from './invoices.queries';
