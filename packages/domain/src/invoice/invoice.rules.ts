import type { InvoiceStatus } from './invoice.enums';
import { fromPence, multiplyMoney, toPence } from '../money/money.rules';
import { addDays, differenceInDays } from '../dates/dates.rules';
import { vatBreakdown, type VatLine } from '../vat/vat-amounts.rules';

export const DEFAULT_INVOICE_STATUS: InvoiceStatus = 'unpaid';
/** A new invoice is due this many days after its invoice date. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const INVOICE_NUMBER_PREFIX = 'INV-';
export const MARK_PAID_CONFIRM = 'Mark this invoice as paid?';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  overdue: 'Overdue',
};

export type InvoiceBadgeVariant = 'destructive' | 'default' | 'secondary';
type StatusAndDue = { status: InvoiceStatus; dueDate: string };

/** quantity × unit price, exactly: lineTotal({ quantity: 3, unitPrice: '0.10' }) === '0.30'. */
export function lineTotal(line: { quantity: number; unitPrice: string }): string {
  return multiplyMoney(line.quantity, line.unitPrice);
}

/**
 * What the client owes for the lines: their net plus VAT at each line's rate, rounded once per
 * rate (vatBreakdown). Exact: 0.10 + 0.20 is '0.30', never '0.30000000000000004'.
 */
export function invoiceAmount(lines: readonly VatLine[]): string {
  return vatBreakdown(lines).gross;
}

/** True when the invoice is marked overdue, or is unpaid and its due date is before today. */
export function isOverdue(invoice: StatusAndDue, today: string): boolean {
  if (invoice.status === 'overdue') return true;
  return invoice.status === 'unpaid' && differenceInDays(invoice.dueDate, today) < 0;
}

/** What the invoice shows: Overdue when isOverdue, otherwise the stored status. */
export function displayInvoiceStatus(invoice: StatusAndDue, today: string): InvoiceStatus {
  return isOverdue(invoice, today) ? 'overdue' : invoice.status;
}

export function invoiceStatusLabel(status: InvoiceStatus): string {
  return INVOICE_STATUS_LABELS[status];
}

/** destructive when overdue (or not paid and past due), default when paid, else secondary. */
export function invoiceBadgeVariant(invoice: StatusAndDue, today: string): InvoiceBadgeVariant {
  if (isOverdue(invoice, today)) return 'destructive';
  return invoice.status === 'paid' ? 'default' : 'secondary';
}

/** 'Mark as paid' is offered only while the invoice is not paid. */
export function canMarkPaid(invoice: { status: InvoiceStatus }): boolean {
  return invoice.status !== 'paid';
}

/** The default due date: 30 days after the invoice date. */
export function defaultDueDate(invoiceDate: string): string {
  return addDays(invoiceDate, DEFAULT_PAYMENT_TERMS_DAYS);
}

/** formatInvoiceNumber(1) === 'INV-0001'; past 9999 the digits keep growing: 'INV-10000'. */
export function formatInvoiceNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`Invoice sequence must be a positive whole number, got ${n}`);
  return `${INVOICE_NUMBER_PREFIX}${String(n).padStart(4, '0')}`;
}

/** The sequence number of 'INV-0042' (42), or null for a number not in that form. */
export function parseInvoiceNumber(invoiceNumber: string): number | null {
  const match = /^INV-(\d{4,15})$/i.exec(invoiceNumber.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 ? n : null;
}

/** The number for a new invoice left blank: one past the highest INV-#### in use. */
export function nextInvoiceNumber(existing: readonly string[]): string {
  const highest = existing.reduce(
    (max, number) => Math.max(max, parseInvoiceNumber(number) ?? 0),
    0,
  );
  return formatInvoiceNumber(highest + 1);
}

export type InvoiceTotals = { total: string; paid: string; unpaid: string; overdue: string };

/** The four summary cards: every invoice's amount, split by its displayed status. */
export function summariseInvoices(
  invoices: readonly (StatusAndDue & { amount: string; amountPaid?: string })[],
  today: string,
): InvoiceTotals {
  const pence = { total: 0, paid: 0, unpaid: 0, overdue: 0 };
  for (const invoice of invoices) {
    const amount = toPence(invoice.amount);
    pence.total += amount;
    const status = displayInvoiceStatus(invoice, today);
    // Unpaid and overdue are what is still owed: part payments are taken off.
    pence[status] += status === 'paid' ? amount : amount - toPence(invoice.amountPaid ?? '0');
  }
  return {
    total: fromPence(pence.total),
    paid: fromPence(pence.paid),
    unpaid: fromPence(pence.unpaid),
    overdue: fromPence(pence.overdue),
  };
}

/** The invoice page's address: /invoices/{id}. */
export function invoiceDetailPath(id: string): string {
  return `/invoices/${encodeURIComponent(id)}`;
}
