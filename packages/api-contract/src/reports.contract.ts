import {
  AgedDebtorsSchema,
  optionalDateSchema,
  RenewalForecastQuerySchema,
  RenewalForecastSchema,
  VatPeriodQuerySchema,
  VatReturnSchema,
} from '@crm/domain';
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
  vatReturn: defineRoute({
    method: 'get',
    path: '/api/reports/vat',
    summary:
      "The VAT return's nine boxes under HMRC's field names for from..to (default: this quarter), by the scheme in Settings › VAT, with the invoices and expenses behind them",
    tag: 'reports',
    query: VatPeriodQuerySchema,
    response: VatReturnSchema,
  }),
  vatReturnCsv: defineRoute({
    method: 'get',
    path: '/api/reports/vat.csv',
    summary: 'The VAT return as CSV: the nine boxes, then every sale and purchase behind them',
    tag: 'reports',
    query: VatPeriodQuerySchema,
    contentType: 'text/csv',
  }),
  vatReturnJson: defineRoute({
    method: 'get',
    path: '/api/reports/vat.json',
    summary: 'The VAT return as a JSON file to keep (the same body as /api/reports/vat)',
    tag: 'reports',
    query: VatPeriodQuerySchema,
    contentType: 'application/json',
  }),
  renewalForecast: defineRoute({
    method: 'get',
    path: '/api/reports/renewals',
    summary:
      'Renewal income (quote prices), cost and margin for the 12 months from `from` (default today), by client, with totals',
    tag: 'reports',
    query: RenewalForecastQuerySchema,
    response: RenewalForecastSchema,
  }),
  renewalForecastCsv: defineRoute({
    method: 'get',
    path: '/api/reports/renewals.csv',
    summary: 'The renewals report as CSV: one row per client, then the totals',
    tag: 'reports',
    query: RenewalForecastQuerySchema,
    contentType: 'text/csv',
  }),
} as const;
