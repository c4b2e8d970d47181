import type { ExpenseAllocation } from '@crm/domain';
import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

export type ProfitLossAggregates = {
  revenue: { total: string; count: number; byMonth: Map<string, string> };
  expenses: { total: string; count: number; byMonth: Map<string, string> };
  byAllocation: { allocation: ExpenseAllocation; total: string }[];
};

type Totals = { total: string; count: number | string };
type MonthTotal = { month: string; total: string };

/**
 * The sums behind profit and loss (cash basis): payments by the month they were received, expenses by the month of their date, from `fromDate` (the first day of the
 * oldest month shown) on; all-time totals and counts; totals by allocation. Read from the
 * aggregate tables that triggers keep exact (invoice_totals, payment_months,
 * expense_totals), so no request scans every invoice.
 */
export async function profitLossAggregates(
  db: Db,
  fromDate: string,
): Promise<ProfitLossAggregates> {
  const [revenueTotals, revenueMonths, expenseTotals, expenseMonths, allocations] =
    await Promise.all([
      // Revenue is every payment received (cash basis); the count is of invoices paid in full.
      db.first(
        db.raw('(select coalesce(sum(amount), 0) from payment_months) as total'),
        db.raw(
          `(select coalesce(sum(invoice_count), 0) from invoice_totals where status = 'paid') as count`,
        ),
      ) as Promise<Totals>,
      db('payment_months')
        .where('month', '>=', fromDate)
        .where('payment_count', '>', 0)
        .select(db.raw(`to_char(month, 'YYYY-MM') as month`), 'amount as total') as Promise<
        MonthTotal[]
      >,
      db('expense_totals').first(
        db.raw('coalesce(sum(amount), 0) as total'),
        db.raw('coalesce(sum(expense_count), 0) as count'),
      ) as Promise<Totals>,
      db('expense_totals')
        .where('month', '>=', fromDate)
        .select(db.raw(`to_char(month, 'YYYY-MM') as month`), db.raw('sum(amount) as total'))
        .groupByRaw('1')
        .havingRaw('sum(expense_count) > 0') as Promise<MonthTotal[]>,
      db('expense_totals')
        .select('allocation', db.raw('sum(amount) as total'))
        .groupBy('allocation')
        .havingRaw('sum(expense_count) > 0') as Promise<
        { allocation: ExpenseAllocation; total: string }[]
      >,
    ]);
  return {
    revenue: {
      total: revenueTotals.total,
      count: Number(revenueTotals.count),
      byMonth: new Map(revenueMonths.map((m) => [m.month, m.total])),
    },
    expenses: {
      total: expenseTotals.total,
      count: Number(expenseTotals.count),
      byMonth: new Map(expenseMonths.map((m) => [m.month, m.total])),
    },
    byAllocation: allocations,
  };
}
