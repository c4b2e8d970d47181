import { AgedDebtorsSchema, optionalDateSchema } from '@crm/domain';
import { z } from 'zod';
import { defineRoute } from './route';

/** ?asOf=YYYY-MM-DD: the day the report is for (default: today, London). */
export const AgedDebtorsQuerySchema = z.object({ asOf: optionalDateSchema() });

export const reportRoutes = {
  agedDebtors: defineRoute({
    method: 'get',
    path: '/api/reports/aged-debtors',
    summary:
      'Every client with a balance on asOf (default today), the balance split into current, 1-30, 31-60, 61-90 and over 90 days past due, with totals',
    tag: 'reports',
    query: AgedDebtorsQuerySchema,
    response: AgedDebtorsSchema,
  }),
  agedDebtorsCsv: defineRoute({
    method: 'get',
    path: '/api/reports/aged-debtors.csv',
    summary: 'The aged debtors report as CSV: one row per client, then the totals',
    tag: 'reports',
    query: AgedDebtorsQuerySchema,
    contentType: 'text/csv',
  }),
} as const;
