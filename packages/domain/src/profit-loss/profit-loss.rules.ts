import type { ProfitLoss } from './profit-loss.schema';
import { EXPENSE_ALLOCATIONS, type ExpenseAllocation } from '../expense/expense.enums';
import { fromPence, toPence } from '../money/money.rules';
import { addMonths, monthOf } from '../dates/dates.rules';

export const PROFIT_LOSS_MONTHS = 12;
export const NO_PROFIT_LOSS_TEXT = 'No profit/loss data available';

/** Net profit / revenue × 100 to one decimal (half away from zero); 0 with no revenue. */
export function profitMargin(netPence: number, revenuePence: number): number {
  if (revenuePence === 0) return 0;
  // Integer arithmetic: tenths of a percent, rounded, so 1/3 is 33.3 and never 33.300000000000004.
  const tenths = Math.round((Math.abs(netPence) * 1000) / Math.abs(revenuePence));
  const sign = Math.sign(netPence) * Math.sign(revenuePence);
  return sign < 0 ? -tenths / 10 : tenths / 10;
}

/** The 'YYYY-MM' months of the last `count` months ending with today's, oldest first. */
export function lastMonths(today: string, count: number = PROFIT_LOSS_MONTHS): string[] {
  const current = today.slice(0, 7);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}

/** 'Net Profit' or 'Net Loss' by the sign of the net amount. */
export function netLabel(netProfit: string): 'Net Profit' | 'Net Loss' {
  return toPence(netProfit) < 0 ? 'Net Loss' : 'Net Profit';
}

/**
 * The profit and loss overview, cash basis: all-time totals; monthlyData for the last 12
 * months oldest first (revenue in the month paid, expenses in the month of their date);
 * expensesByAllocation for allocations that have expenses, largest first.
 */
export function buildProfitLoss(options: {
  paidInvoices: readonly { amount: string; paidAt: string | null }[];
  /** Every payment received; without them each paid invoice counts whole in its paid month. */
  payments?: readonly { amount: string; paidOn: string }[];
  expenses: readonly { amount: string; invoiceDate: string; allocation: ExpenseAllocation }[];
  today: string;
}): ProfitLoss {
  const { paidInvoices, expenses, today } = options;
  const received =
    options.payments?.map((p) => ({ amount: p.amount, paidAt: p.paidOn })) ?? paidInvoices;
  const months = lastMonths(today);
  const revenueByMonth = new Map<string, number>(months.map((m) => [m, 0]));
  const expensesByMonth = new Map<string, number>(months.map((m) => [m, 0]));
  const byAllocation = new Map<ExpenseAllocation, number>();

  let revenue = 0;
  for (const invoice of received) {
    const amount = toPence(invoice.amount);
    revenue += amount;
    const month = invoice.paidAt === null ? null : monthOf(invoice.paidAt);
    if (month !== null && revenueByMonth.has(month))
      revenueByMonth.set(month, (revenueByMonth.get(month) ?? 0) + amount);
  }

  let spent = 0;
  for (const expense of expenses) {
    const amount = toPence(expense.amount);
    spent += amount;
    byAllocation.set(expense.allocation, (byAllocation.get(expense.allocation) ?? 0) + amount);
    const month = monthOf(expense.invoiceDate);
    if (expensesByMonth.has(month))
      expensesByMonth.set(month, (expensesByMonth.get(month) ?? 0) + amount);
  }

  const net = revenue - spent;
  return {
    totalRevenue: fromPence(revenue),
    totalExpenses: fromPence(spent),
    netProfit: fromPence(net),
    profitMargin: profitMargin(net, revenue),
    paidInvoicesCount: paidInvoices.length,
    totalExpenseItems: expenses.length,
    monthlyData: months.map((month) => {
      const r = revenueByMonth.get(month) ?? 0;
      const e = expensesByMonth.get(month) ?? 0;
      return { month, revenue: fromPence(r), expenses: fromPence(e), profit: fromPence(r - e) };
    }),
    expensesByAllocation: EXPENSE_ALLOCATIONS.filter((a) => byAllocation.has(a))
      .map((allocation) => ({ allocation, pence: byAllocation.get(allocation) ?? 0 }))
      .sort((a, b) => b.pence - a.pence)
      .map(({ allocation, pence }) => ({ allocation, total: fromPence(pence) })),
  };
}

/** True when there is nothing to chart: no paid invoices and no expenses. */
export function isProfitLossEmpty(
  profitLoss: Pick<ProfitLoss, 'paidInvoicesCount' | 'totalExpenseItems'>,
): boolean {
  return profitLoss.paidInvoicesCount === 0 && profitLoss.totalExpenseItems === 0;
}
