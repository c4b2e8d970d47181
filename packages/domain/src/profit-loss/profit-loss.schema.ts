import { z } from 'zod';
import { MoneySchema } from '../money/money.schema';
import { ExpenseAllocationSchema } from '../expense/expense.schema';

export const MonthlyProfitLossSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  revenue: MoneySchema,
  expenses: MoneySchema,
  profit: MoneySchema,
});
export type MonthlyProfitLoss = z.infer<typeof MonthlyProfitLossSchema>;

export const AllocationTotalSchema = z.object({
  allocation: ExpenseAllocationSchema,
  total: MoneySchema,
});
export type AllocationTotal = z.infer<typeof AllocationTotalSchema>;

/** Cash basis: paid invoices in the month paid, expenses in the month of their date. */
export const ProfitLossSchema = z.object({
  totalRevenue: MoneySchema,
  totalExpenses: MoneySchema,
  netProfit: MoneySchema,
  /** Net profit / revenue × 100, one decimal; 0 with no revenue. */
  profitMargin: z.number(),
  paidInvoicesCount: z.number().int().min(0),
  totalExpenseItems: z.number().int().min(0),
  /** The last 12 months, oldest first. */
  monthlyData: z.array(MonthlyProfitLossSchema),
  expensesByAllocation: z.array(AllocationTotalSchema),
});
export type ProfitLoss = z.infer<typeof ProfitLossSchema>;
