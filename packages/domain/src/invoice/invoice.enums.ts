/** unpaid (default), paid, overdue: written once, here; the schema and the rules read this list. */
export const INVOICE_STATUSES = ['unpaid', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
