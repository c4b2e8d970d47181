import { z } from 'zod';
import { isDateOnly } from '../dates/dates.rules';

const HALF_YEAR_MESSAGE =
  'Half-year must be a date on 1 January or 1 July (YYYY-01-01 or YYYY-07-01)';
const RATE_MESSAGE = 'Rate must be a percentage such as 3.75 (0 to 99.99, at most two decimals)';

export const ReferenceRateSchema = z.object({
  halfYear: z
    .string({ error: HALF_YEAR_MESSAGE })
    .trim()
    .refine((value) => isDateOnly(value) && /-(01|07)-01$/.test(value), HALF_YEAR_MESSAGE),
  ratePercent: z
    .string({ error: RATE_MESSAGE })
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, RATE_MESSAGE),
});

export const MAX_OWNER_REFERENCE_RATES = 200;

/** PUT /api/settings/late-payment: the owner's rates, replacing those saved before. */
export const LatePaymentRatesUpdateSchema = z.object(
  {
    rates: z
      .array(ReferenceRateSchema)
      .max(MAX_OWNER_REFERENCE_RATES, `At most ${MAX_OWNER_REFERENCE_RATES} rates`)
      .refine(
        (rates) => new Set(rates.map((rate) => rate.halfYear)).size === rates.length,
        'Each half-year may have one rate only',
      ),
  },
  { error: 'Send an object: { rates: [{ halfYear, ratePercent }] }' },
);
export type LatePaymentRatesUpdate = z.infer<typeof LatePaymentRatesUpdateSchema>;

/** GET /api/settings/late-payment: the built-in table, the owner's rates, and the two merged. */
export const LatePaymentRatesSchema = z.object({
  builtIn: z.array(ReferenceRateSchema),
  owner: z.array(ReferenceRateSchema),
  rates: z.array(ReferenceRateSchema),
});
export type LatePaymentRates = z.infer<typeof LatePaymentRatesSchema>;

export const LatePaymentClaimSchema = z.object({
  daysOverdue: z.number().int(),
  referenceRatePercent: z.string().nullable(),
  interestRatePercent: z.string().nullable(),
  interest: z.string().nullable(),
  compensation: z.string(),
  total: z.string().nullable(),
  missingRateDay: z.string().nullable(),
});
