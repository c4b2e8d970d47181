import { DashboardMetricsSchema, DomainSchema, InvoiceSchema, RevenueSchema } from '@crm/domain';
import { z } from 'zod';
import { defineRoute } from './route';

/** A domain in the renewals table: everything but its credentials, with its client. */
export const UpcomingRenewalSchema = DomainSchema.omit({ credentials: true });
export type UpcomingRenewal = z.infer<typeof UpcomingRenewalSchema>;

/** An invoice in the unpaid table: everything but its line items, with client and project. */
export const UnpaidInvoiceSchema = InvoiceSchema.omit({ lineItems: true, payments: true });
export type UnpaidInvoice = z.infer<typeof UnpaidInvoiceSchema>;

export const dashboardRoutes = {
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
