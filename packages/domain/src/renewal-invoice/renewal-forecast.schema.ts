import { z } from 'zod';
import { DateOnlySchema, optionalDateSchema } from '../dates/dates.schema';
import { IdSchema } from '../ids/id.schema';
import { MoneySchema } from '../money/money.schema';

/** A count of renewals with what they bring in, cost and leave. */
export const RenewalTotalsSchema = z.object({
  renewals: z.number().int().min(0),
  income: MoneySchema,
  cost: MoneySchema,
  margin: MoneySchema,
});
export type RenewalTotals = z.infer<typeof RenewalTotalsSchema>;

export const RenewalForecastClientSchema = RenewalTotalsSchema.extend({
  clientId: IdSchema,
  clientName: z.string(),
});
export type RenewalForecastClient = z.infer<typeof RenewalForecastClientSchema>;

/** GET /api/reports/renewals: the renewals due from `from` for 12 months (to, exclusive), by client. */
export const RenewalForecastSchema = z.object({
  from: DateOnlySchema,
  to: DateOnlySchema,
  clients: z.array(RenewalForecastClientSchema),
  totals: RenewalTotalsSchema,
});
export type RenewalForecast = z.infer<typeof RenewalForecastSchema>;

/** ?from=YYYY-MM-DD: the first day of the 12 months (default: today, London). */
export const RenewalForecastQuerySchema = z.object({ from: optionalDateSchema() });
