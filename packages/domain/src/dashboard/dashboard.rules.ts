import type { InvoiceStatus } from '../invoice/invoice.enums';
import type { Revenue } from './dashboard.schema';
import { isOverdue } from '../invoice/invoice.rules';
import { fromPence, toPence } from '../money/money.rules';
import { monthOf } from '../dates/dates.rules';

/** How many rows the dashboard's renewal and unpaid-invoice tables show. */
export const DASHBOARD_LIST_LIMIT = 10;

type RevenueInvoice = {
  amount: string;
  status: InvoiceStatus;
  paidAt: string | null;
  amountPaid?: string;
  payments?: readonly { amount: string; paidOn: string }[];
};

/**
 * Total revenue (every payment received), this month's revenue (received this calendar month
 * in London) and outstanding revenue (what is still owed on everything not paid).
 */
export function computeRevenue(options: {
  invoices: readonly RevenueInvoice[];
  today: string;
}): Revenue {
  const { invoices, today } = options;
  const thisMonth = today.slice(0, 7);
  let total = 0;
  let monthly = 0;
  let outstanding = 0;
  for (const invoice of invoices) {
    const amount = toPence(invoice.amount);
    if (invoice.status !== 'paid') outstanding += amount - toPence(invoice.amountPaid ?? '0');
    // Cash basis: each payment in the month received; without payments, a paid invoice's
    // amount in the month of paidAt.
    const received =
      invoice.payments ??
      (invoice.status === 'paid' ? [{ amount: invoice.amount, paidOn: invoice.paidAt }] : []);
    for (const payment of received) {
      const paid = toPence(payment.amount);
      total += paid;
      if (payment.paidOn !== null && monthOf(payment.paidOn) === thisMonth) monthly += paid;
    }
  }
  return {
    totalRevenue: fromPence(total),
    monthlyRevenue: fromPence(monthly),
    outstandingRevenue: fromPence(outstanding),
  };
}

/** The Unpaid Invoices card: what is still owed on every invoice not paid. */
export function unpaidInvoicesAmount(
  invoices: readonly { amount: string; amountPaid?: string; status: InvoiceStatus }[],
): string {
  return fromPence(
    invoices.reduce(
      (sum, i) =>
        i.status === 'paid' ? sum : sum + toPence(i.amount) - toPence(i.amountPaid ?? '0'),
      0,
    ),
  );
}

/** The card's 'overdue' count: invoices displayed as Overdue today. */
export function overdueInvoicesCount(
  invoices: readonly { status: InvoiceStatus; dueDate: string }[],
  today: string,
): number {
  return invoices.filter((invoice) => isOverdue(invoice, today)).length;
}
