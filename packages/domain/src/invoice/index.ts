export {
  DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE,
  DUE_DATE_REQUIRED_MESSAGE,
  INVOICE_DATE_REQUIRED_MESSAGE,
  InvoiceStatusSchema,
  LineItemSchema,
  InvoiceSchema,
  InvoiceCreateSchema,
  InvoiceUpdateSchema,
} from './invoice.schema';
export { INVOICE_STATUSES } from './invoice.enums';
export type { InvoiceStatus } from './invoice.enums';
export type {
  LineItem,
  Invoice,
  InvoiceCreate,
  InvoiceCreateInput,
  InvoiceUpdate,
  InvoiceUpdateInput,
} from './invoice.schema';
export {
  LINE_ITEMS_REQUIRED_MESSAGE,
  LINE_DESCRIPTION_REQUIRED_MESSAGE,
  QUANTITY_INVALID_MESSAGE,
  UNIT_PRICE_INVALID_MESSAGE,
  UNIT_PRICE_NEGATIVE_MESSAGE,
  MAX_LINE_ITEMS,
  MAX_QUANTITY,
  LineItemInputSchema,
  LineItemsInputSchema,
  QuoteLineItemsInputSchema,
} from './line-item.schema';
export type { LineItemInput } from './line-item.schema';
export {
  DEFAULT_INVOICE_STATUS,
  DEFAULT_PAYMENT_TERMS_DAYS,
  INVOICE_NUMBER_PREFIX,
  MARK_PAID_CONFIRM,
  INVOICE_STATUS_LABELS,
  lineTotal,
  invoiceAmount,
  isOverdue,
  displayInvoiceStatus,
  invoiceStatusLabel,
  invoiceBadgeVariant,
  canMarkPaid,
  invoiceDetailPath,
  defaultDueDate,
  formatInvoiceNumber,
  parseInvoiceNumber,
  nextInvoiceNumber,
  summariseInvoices,
} from './invoice.rules';
export type { InvoiceBadgeVariant, InvoiceTotals } from './invoice.rules';
export { paidAtFor } from './invoice-payment-status.rules';
export type { StoredPayment } from './invoice-payment-status.rules';
export { isDueBeforeInvoiceDate } from './due-date.rules';
