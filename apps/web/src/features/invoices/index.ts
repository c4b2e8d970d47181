export { InvoicesScreen } from './InvoicesScreen';
export { InvoiceFormDialog } from './InvoiceFormDialog.lazy';
export type { InvoiceFormDialogProps } from './InvoiceFormDialog';
export {
  clientInvoicesQuery,
  invoiceQuery,
  openInvoicePdf,
  useDeleteInvoice,
  useDeletePayment,
  useMarkInvoicePaid,
} from './invoices.queries';
export { RecordPaymentDialog } from './RecordPaymentDialog.lazy';
export { LatePaymentCard } from './LatePaymentCard';
