export { InvoicesScreen } from './InvoicesScreen';
export { InvoiceFormDialog } from './InvoiceFormDialog';
export type { InvoiceFormDialogProps } from './InvoiceFormDialog';
export { invalidateAfterInvoiceChange } from './invoices.queries';
