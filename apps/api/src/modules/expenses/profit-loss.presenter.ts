import type { ProfitLoss } from '@crm/domain';
import { EXPENSE_ALLOCATIONS, fromPence, lastMonths, profitMargin, toPence } from '@crm/domain';
import type { ProfitLossAggregates } from './profit-loss.repository';

/** The first day of the oldest month the overview shows. */
export function profitLossFromDate(today: string): string {
  return `${lastMonths(today)[0]}-01`;
}

/**
 * Profit and loss from the database's sums, by the same rules as @crm/domain's buildProfitLoss
 * (which works on rows): last 12 months oldest first, margin to one decimal, allocations that
 * have expenses, largest first.
 */
export function presentProfitLoss(aggregates: ProfitLossAggregates, today: string): ProfitLoss {
  const revenue = toPence(aggregates.revenue.total);
  const spent = toPence(aggregates.expenses.total);
  const net = revenue - spent;
  const allocationPence = new Map(
    aggregates.byAllocation.map((row) => [row.allocation, toPence(row.total)]),
  );
  return {
    totalRevenue: fromPence(revenue),
    totalExpenses: fromPence(spent),
    netProfit: fromPence(net),
    profitMargin: profitMargin(net, revenue),
    paidInvoicesCount: aggregates.revenue.count,
    totalExpenseItems: aggregates.expenses.count,
    monthlyData: lastMonths(today).map((month) => {
      const r = toPence(aggregates.revenue.byMonth.get(month) ?? '0');
      const e = toPence(aggregates.expenses.byMonth.get(month) ?? '0');
      return { month, revenue: fromPence(r), expenses: fromPence(e), profit: fromPence(r - e) };
    }),
    expensesByAllocation: EXPENSE_ALLOCATIONS.filter((allocation) =>
      allocationPence.has(allocation),
    )
      .map((allocation) => ({ allocation, pence: allocationPence.get(allocation) ?? 0 }))
      .sort((a, b) => b.pence - a.pence)
      .map(({ allocation, pence }) => ({ allocation, total: fromPence(pence) })),
  };
}
