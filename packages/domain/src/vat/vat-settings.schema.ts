import { z } from 'zod';
import { VatNumberInputSchema } from '../business/business-profile.schema';
import { DEFAULT_VAT_RATE, DefaultVatRateSchema, type VatRate } from './vat-rate';

/** Standard (accrual), cash accounting, or the flat rate scheme (uk-rules.md). */
export const VAT_SCHEMES = ['standard', 'cash', 'flat'] as const;
export type VatScheme = (typeof VAT_SCHEMES)[number];

export const VAT_SCHEME_LABELS: Readonly<Record<VatScheme, string>> = {
  standard: 'Standard (accrual)',
  cash: 'Cash accounting',
  flat: 'Flat rate',
};

/**
 * Which quarters HMRC gave the business for its returns (its "stagger"): 1 ends them in March,
 * June, September and December; 2 a month later; 3 two months later.
 */
export const VAT_STAGGERS = [1, 2, 3] as const;
export type VatStagger = (typeof VAT_STAGGERS)[number];

export const VAT_STAGGER_LABELS: Readonly<Record<VatStagger, string>> = {
  1: 'March, June, September and December',
  2: 'April, July, October and January',
  3: 'May, August, November and February',
};

export const VAT_STAGGER_INVALID_MESSAGE =
  'VAT quarters must be 1 (ending March), 2 (ending April) or 3 (ending May)';

export const VAT_SCHEME_INVALID_MESSAGE = "VAT scheme must be 'standard', 'cash' or 'flat'";
export const FLAT_RATE_INVALID_MESSAGE =
  'Flat rate percentage must be a number above 0 and at most 100, with at most two decimals';
export const FLAT_RATE_REQUIRED_MESSAGE =
  'Flat rate percentage is required for the flat rate scheme';
export const VAT_NUMBER_REQUIRED_MESSAGE = 'VAT number is required when you are VAT registered';

/** Settings › VAT: whether the business charges VAT, how it accounts for it, the default rate. */
export const VatSettingsSchema = z.object({
  registered: z.boolean(),
  /** The business profile's VAT number: one number, shown on every document. */
  vatNumber: z.string().nullable(),
  scheme: z.enum(VAT_SCHEMES),
  /** The flat rate scheme's percentage of VAT-inclusive turnover (null outside that scheme). */
  flatRatePercent: z.number().nullable(),
  /** The rate a new line gets (never a disbursement); lines keep the rate they were given. */
  defaultRate: DefaultVatRateSchema,
  /** The months the business's VAT quarters end in (VAT_STAGGERS). */
  stagger: z.literal(VAT_STAGGERS),
});
export type VatSettings = z.infer<typeof VatSettingsSchema>;

export const DEFAULT_VAT_SETTINGS: VatSettings = {
  registered: false,
  vatNumber: null,
  scheme: 'standard',
  flatRatePercent: null,
  defaultRate: DEFAULT_VAT_RATE,
  stagger: 1,
};

const FlatRateSchema = z.union([z.number(), z.null()], { error: FLAT_RATE_INVALID_MESSAGE }).refine(
  (value) =>
    value === null ||
    (Number.isFinite(value) &&
      value > 0 &&
      value <= 100 &&
      // Two decimals at most; 4.1 * 100 is 409.99999999999994 in floating point.
      Math.abs(Math.round(value * 100) - value * 100) < 1e-6),
  FLAT_RATE_INVALID_MESSAGE,
);

/** PUT /api/settings/vat: only the fields sent change. */
export const VatSettingsUpdateSchema = z
  .object(
    {
      registered: z.boolean({ error: 'registered must be true or false' }).optional(),
      // Outer optional: left out stays undefined (kept); null or blank clears it.
      vatNumber: VatNumberInputSchema.optional(),
      scheme: z.enum(VAT_SCHEMES, { error: VAT_SCHEME_INVALID_MESSAGE }).optional(),
      flatRatePercent: FlatRateSchema.optional(),
      defaultRate: DefaultVatRateSchema.optional(),
      stagger: z.literal(VAT_STAGGERS, { error: VAT_STAGGER_INVALID_MESSAGE }).optional(),
    },
    {
      error:
        'Send an object: { registered?, vatNumber?, scheme?, flatRatePercent?, defaultRate?, stagger? }',
    },
  )
  .strict();
export type VatSettingsUpdate = z.infer<typeof VatSettingsUpdateSchema>;
export type VatSettingsUpdateInput = z.input<typeof VatSettingsUpdateSchema>;

export type VatSettingsProblem = { path: keyof VatSettings; message: string };

/**
 * A VAT-registered business keeps its number on its invoices: the problem when it has none.
 * Checked on Settings › VAT and on the business profile, which share the number.
 */
export function vatNumberProblem(
  registered: boolean,
  vatNumber: string | null | undefined,
): VatSettingsProblem | null {
  return registered && !vatNumber
    ? { path: 'vatNumber', message: VAT_NUMBER_REQUIRED_MESSAGE }
    : null;
}

/**
 * The settings after an update, or what is wrong with them: a registered business needs its VAT
 * number, and the flat rate scheme its percentage.
 */
export function mergeVatSettings(
  stored: VatSettings,
  update: VatSettingsUpdate,
): { settings: VatSettings; problems: VatSettingsProblem[] } {
  const settings: VatSettings = {
    registered: update.registered ?? stored.registered,
    vatNumber: update.vatNumber === undefined ? stored.vatNumber : update.vatNumber,
    scheme: update.scheme ?? stored.scheme,
    flatRatePercent:
      update.flatRatePercent === undefined ? stored.flatRatePercent : update.flatRatePercent,
    defaultRate: update.defaultRate ?? stored.defaultRate,
    stagger: update.stagger ?? stored.stagger,
  };
  const problems: VatSettingsProblem[] = [];
  const numberProblem = vatNumberProblem(settings.registered, settings.vatNumber);
  if (numberProblem) problems.push(numberProblem);
  if (settings.registered && settings.scheme === 'flat' && settings.flatRatePercent === null)
    problems.push({ path: 'flatRatePercent', message: FLAT_RATE_REQUIRED_MESSAGE });
  return { settings, problems };
}

/** The rate a line gets when none is sent: none at all while the business is not registered. */
export function defaultLineVatRate(
  settings: Pick<VatSettings, 'registered' | 'defaultRate'>,
): VatRate | null {
  return settings.registered ? settings.defaultRate : null;
}
