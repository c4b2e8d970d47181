import type { InvoiceStatus } from '../invoice/invoice.schema';
import type { Revenue } from './dashboard.schema';
import { isOverdue } from '../invoice/invoice.rules';
import { fromPence, toPence } from '../money/money.rules';
import { monthOf } from '../dates/dates.rules';

/** How many rows the dashboard's renewal and unpaid-invoice tables show. */
export const DASHBOARD_LIST_LIMIT = 10;

type RevenueInvoice = { amount: string; status: InvoiceStatus; paidAt: string | null };

/**
 * Total revenue (all paid invoices), this month's revenue (paid this calendar month in
 * London) and outstanding revenue (everything not paid).
 */
export function computeRevenue(options: { invoices: readonly RevenueInvoice[]; today: string }): Revenue {
  const { invoices, today } = options;
  const thisMonth = today.slice(0, 7);
  let total = 0;
  let monthly = 0;
  let outstanding = 0;
  for (const invoice of invoices) {
    const amount = toPence(invoice.amount);
    if (invoice.status !== 'paid') {
      outstanding += amount;
      continue;
    }
    total += amount;
    if (invoice.paidAt !== null && monthOf(invoice.paidAt) === thisMonth) monthly += amount;
  }
  return { totalRevenue: fromPence(total), monthlyRevenue: fromPence(monthly), outstandingRevenue: fromPence(outstanding) };
}

/** The Unpaid Invoices card: the sum of every invoice not paid. */
export function unpaidInvoicesAmount(invoices: readonly { amount: string; status: InvoiceStatus }[]): string {
  return fromPence(invoices.reduce((sum, i) => (i.status === 'paid' ? sum : sum + toPence(i.amount)), 0));
}

/** The card's 'overdue' count: invoices displayed as Overdue today. */
export function overdueInvoicesCount(
  invoices: readonly { status: InvoiceStatus; dueDate: string }[],
  today: string,
): number {
  return invoices.filter((invoice) => isOverdue(invoice, today)).length;
}
