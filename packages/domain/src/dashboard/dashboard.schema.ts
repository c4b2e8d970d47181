import { z } from 'zod';
import { MoneySchema } from '../money/money.schema';

const Count = z.number().int().min(0);

export const DashboardMetricsSchema = z.object({
  totalClients: Count,
  /** Projects with status active. */
  activeProjects: Count,
  /** Domains expiring within 30 days, expired included. */
  domainsDue: Count,
  /** Every invoice not paid. */
  unpaidInvoicesAmount: MoneySchema,
  /** Invoices displayed as Overdue. */
  overdueInvoicesCount: Count,
});
export type DashboardMetrics = z.infer<typeof DashboardMetricsSchema>;

/** Cash basis: revenue is paid invoices, placed in the month they were paid. */
export const RevenueSchema = z.object({
  /** All time. */
  totalRevenue: MoneySchema,
  /** This calendar month (Europe/London). */
  monthlyRevenue: MoneySchema,
  /** Everything not paid. */
  outstandingRevenue: MoneySchema,
});
export type Revenue = z.infer<typeof RevenueSchema>;
