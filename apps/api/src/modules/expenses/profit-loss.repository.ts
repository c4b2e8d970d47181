import type { ExpenseAllocation } from '@crm/domain';
import { BUSINESS_TIME_ZONE } from '@crm/domain';
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
 * The sums behind profit and loss, computed by the database (cash basis): paid invoices by the
 * Europe/London month they were paid in, expenses by the month of their date, from `fromDate`
 * (the first day of the oldest month shown) on; all-time totals and counts; totals by allocation.
 */
export async function profitLossAggregates(db: Db, fromDate: string): Promise<ProfitLossAggregates> {
  const paidMonth = db.raw(`to_char(paid_at at time zone ?, 'YYYY-MM')`, [BUSINESS_TIME_ZONE]);
  const [revenueTotals, revenueMonths, expenseTotals, expenseMonths, allocations] = await Promise.all([
    db('invoices').where('status', 'paid').first(db.raw('coalesce(sum(amount), 0) as total'), db.raw('count(*) as count')) as Promise<Totals>,
    db('invoices')
      .where('status', 'paid')
      .where('paid_at', '>=', db.raw(`(?::date)::timestamp at time zone ?`, [fromDate, BUSINESS_TIME_ZONE]))
      .select({ month: paidMonth }, db.raw('sum(amount) as total'))
      // By position: the bound time zone makes a repeated expression look different to PostgreSQL.
      .groupByRaw('1') as Promise<MonthTotal[]>,
    db('expenses').first(db.raw('coalesce(sum(amount), 0) as total'), db.raw('count(*) as count')) as Promise<Totals>,
    db('expenses')
      .where('invoice_date', '>=', fromDate)
      .select(db.raw(`to_char(invoice_date, 'YYYY-MM') as month`), db.raw('sum(amount) as total'))
      .groupByRaw('1') as Promise<MonthTotal[]>,
    db('expenses').select('allocation', db.raw('sum(amount) as total')).groupBy('allocation') as Promise<
      { allocation: ExpenseAllocation; total: string }[]
    >,
  ]);
  return {
    revenue: { total: revenueTotals.total, count: Number(revenueTotals.count), byMonth: new Map(revenueMonths.map((m) => [m.month, m.total])) },
    expenses: { total: expenseTotals.total, count: Number(expenseTotals.count), byMonth: new Map(expenseMonths.map((m) => [m.month, m.total])) },
    byAllocation: allocations,
  };
}
