import { z } from 'zod';
import { DateOnlySchema } from '../dates/dates.schema';
import { IdSchema } from '../ids/id.schema';
import { MoneySchema } from '../money/money.schema';

/** How long past its due date a balance is: not yet due, then 30-day bands. */
export const AGEING_BUCKETS = [
  'current',
  'days1to30',
  'days31to60',
  'days61to90',
  'over90',
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_BUCKET_LABELS: Readonly<Record<AgeingBucket, string>> = {
  current: 'Current',
  days1to30: '1-30 days',
  days31to60: '31-60 days',
  days61to90: '61-90 days',
  over90: 'Over 90 days',
};

const bucketShape = Object.fromEntries(
  AGEING_BUCKETS.map((bucket) => [bucket, MoneySchema]),
) as Record<AgeingBucket, typeof MoneySchema>;

export const AgedAmountsSchema = z.object({ ...bucketShape, total: MoneySchema });
export type AgedAmounts = z.infer<typeof AgedAmountsSchema>;

export const AgedDebtorSchema = AgedAmountsSchema.extend({
  clientId: IdSchema,
  clientName: z.string(),
  invoices: z.number().int().min(0),
});
export type AgedDebtor = z.infer<typeof AgedDebtorSchema>;

/** GET /api/reports/aged-debtors: each client with a balance on `asOf`, and the totals. */
export const AgedDebtorsSchema = z.object({
  asOf: DateOnlySchema,
  clients: z.array(AgedDebtorSchema),
  totals: AgedAmountsSchema,
});
export type AgedDebtors = z.infer<typeof AgedDebtorsSchema>;
