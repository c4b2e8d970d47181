import type { InvoiceStatus } from './invoice.enums';

/** What paidAtFor needs of the invoice as stored; T is the caller's instant (a Date, an ISO string). */
export type StoredPayment<T> = { status: InvoiceStatus; paidAt: T | null };

/**
 * paidAt follows the status: set to `now` when an invoice becomes paid, kept while it stays
 * paid, cleared otherwise. `existing` is null for a new invoice.
 */
export function paidAtFor<T>(
  status: InvoiceStatus,
  existing: StoredPayment<T> | null,
  now: T,
): T | null {
  if (status !== 'paid') return null;
  return existing?.status === 'paid' && existing.paidAt !== null ? existing.paidAt : now;
}
