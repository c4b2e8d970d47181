import {
  DashboardMetricsSchema,
  DomainSchema,
  InvoiceSchema,
  MoneySchema,
  RevenueSchema,
} from '@crm/domain';
import { z } from 'zod';
import { defineRoute } from './route';

/** A domain in the renewals table: everything but its credentials, with its client. */
export const UpcomingRenewalSchema = DomainSchema.omit({ credentials: true });
export type UpcomingRenewal = z.infer<typeof UpcomingRenewalSchema>;

/** Turnover over the last 12 months, and the registration warning (null: none to give). */
export const VatThresholdSchema = z.object({
  turnover: MoneySchema,
  warning: z.object({ level: z.enum(['near', 'over']), message: z.string() }).nullable(),
});
export type VatThreshold = z.infer<typeof VatThresholdSchema>;

/** An invoice in the unpaid table: everything but its line items, with client and project. */
export const UnpaidInvoiceSchema = InvoiceSchema.omit({ lineItems: true, payments: true });
export type UnpaidInvoice = z.infer<typeof UnpaidInvoiceSchema>;

export const dashboardRoutes = {
  vatThreshold: defineRoute({
    method: 'get',
    path: '/api/dashboard/vat-threshold',
    summary:
      'Taxable turnover (invoiced value excluding VAT, by tax point) over the last 12 months and, for a business not VAT registered, the warning past £80,000 and £90,000',
    tag: 'dashboard',
    response: VatThresholdSchema,
  }),
  metrics: defineRoute({
    method: 'get',
    path: '/api/dashboard/metrics',
    summary:
      'The four metric cards: clients, active projects, domains due within 30 days, unpaid amount and overdue count',
    tag: 'dashboard',
    response: DashboardMetricsSchema,
  }),
  upcomingRenewals: defineRoute({
    method: 'get',
    path: '/api/dashboard/upcoming-renewals',
    summary: 'The 10 domains expiring soonest, expired ones included, with their client',
    tag: 'dashboard',
    response: z.array(UpcomingRenewalSchema),
  }),
  unpaidInvoices: defineRoute({
    method: 'get',
    path: '/api/dashboard/unpaid-invoices',
    summary: 'The 10 invoices not paid with the earliest due date, with their client',
    tag: 'dashboard',
    response: z.array(UnpaidInvoiceSchema),
  }),
  revenue: defineRoute({
    method: 'get',
    path: '/api/dashboard/revenue',
    summary:
      'Revenue on a cash basis: all time paid, paid this calendar month (London), outstanding (not paid)',
    tag: 'dashboard',
    response: RevenueSchema,
  }),
} as const;
