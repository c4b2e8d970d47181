import { z } from 'zod';
import { InstantSchema } from '../dates/dates.schema';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '../invoice/invoice.rules';
import {
  TEXT_LIMITS,
  optionalEmailSchema,
  optionalTextSchema,
  requiredTextSchema,
} from '../text/text.schema';
import {
  normaliseAccountNumber,
  normaliseBic,
  normaliseIban,
  normaliseSortCode,
  normaliseUkVatNumber,
} from './uk-bank-details.rules';

export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;
export const MAX_TERMS_DAYS = 365;

export const TRADING_NAME_REQUIRED_MESSAGE = 'Trading name is required';
export const COMPANY_NUMBER_INVALID_MESSAGE =
  'Company number must be 8 characters, like 01234567 or SC123456';
export const VAT_NUMBER_INVALID_MESSAGE = 'VAT number must be GB followed by 9 or 12 digits';
export const SORT_CODE_INVALID_MESSAGE = 'Sort code must be six digits, like 12-34-56';
export const ACCOUNT_NUMBER_INVALID_MESSAGE = 'Account number must be 8 digits';
export const IBAN_INVALID_MESSAGE = 'IBAN is not valid: check its letters and digits';
export const BIC_INVALID_MESSAGE = 'BIC must be 8 or 11 letters and digits';
export const PAYMENT_TERMS_INVALID_MESSAGE = `Payment terms must be a whole number of days from 0 to ${MAX_TERMS_DAYS}`;
export const QUOTE_VALIDITY_INVALID_MESSAGE = `Quote validity must be a whole number of days from 1 to ${MAX_TERMS_DAYS}`;

/** The logo as the API describes it (its bytes at GET /api/settings/business/logo). */
export const BusinessLogoSchema = z.object({
  contentType: z.string(),
  sizeBytes: z.number().int(),
  updatedAt: InstantSchema,
});
export type BusinessLogo = z.infer<typeof BusinessLogoSchema>;

/** Who sends the invoices and quotes, and how to pay them. Never saved: every text null. */
export const BusinessProfileSchema = z.object({
  tradingName: z.string().nullable(),
  legalName: z.string().nullable(),
  companyNumber: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  vatNumber: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  sortCode: z.string().nullable(),
  accountNumber: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  quoteValidityDays: z.number().int(),
  footer: z.string().nullable(),
  logo: BusinessLogoSchema.nullable(),
  updatedAt: InstantSchema.nullable(),
});
export type BusinessProfile = z.infer<typeof BusinessProfileSchema>;

/** The profile before anything is saved. */
export const EMPTY_BUSINESS_PROFILE: BusinessProfile = {
  tradingName: null,
  legalName: null,
  companyNumber: null,
  address: null,
  email: null,
  phone: null,
  website: null,
  vatNumber: null,
  bankAccountName: null,
  sortCode: null,
  accountNumber: null,
  iban: null,
  bic: null,
  paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
  quoteValidityDays: DEFAULT_QUOTE_VALIDITY_DAYS,
  footer: null,
  logo: null,
  updatedAt: null,
};

/** Optional text that, when given, must normalise; stored in its normal form. */
function optionalFormatted(
  max: number,
  normalise: (text: string) => string | null,
  message: string,
) {
  return optionalTextSchema(max).transform((value, ctx) => {
    if (value === null) return null;
    const normal = normalise(value);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return normal;
  });
}

function normaliseCompanyNumber(text: string): string | null {
  const compact = text.replace(/\s/g, '').toUpperCase();
  return /^([A-Z]{2}\d{6}|\d{8})$/.test(compact) ? compact : null;
}

function daysSchema(min: number, fallback: number, message: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return fallback;
      const days = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
      if (
        typeof days !== 'number' ||
        !Number.isInteger(days) ||
        days < min ||
        days > MAX_TERMS_DAYS
      ) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return days;
    });
}

/** A UK VAT number as typed ('gb 123 4567 89'), stored as 'GB123456789'; blank is none. */
export const VatNumberInputSchema = optionalFormatted(
  30,
  normaliseUkVatNumber,
  VAT_NUMBER_INVALID_MESSAGE,
);

/**
 * PUT /api/settings/business: the whole profile (a field left out is cleared; the two day
 * counts fall back to 30). Text is trimmed; payment details are checked and stored normalised.
 */
export const BusinessProfileUpdateSchema = z.object({
  tradingName: requiredTextSchema(TRADING_NAME_REQUIRED_MESSAGE, TEXT_LIMITS.name),
  legalName: optionalTextSchema(TEXT_LIMITS.name),
  companyNumber: optionalFormatted(20, normaliseCompanyNumber, COMPANY_NUMBER_INVALID_MESSAGE),
  address: optionalTextSchema(TEXT_LIMITS.address),
  email: optionalEmailSchema(),
  phone: optionalTextSchema(TEXT_LIMITS.phone),
  website: optionalTextSchema(TEXT_LIMITS.url),
  vatNumber: VatNumberInputSchema,
  bankAccountName: optionalTextSchema(TEXT_LIMITS.name),
  sortCode: optionalFormatted(20, normaliseSortCode, SORT_CODE_INVALID_MESSAGE),
  accountNumber: optionalFormatted(20, normaliseAccountNumber, ACCOUNT_NUMBER_INVALID_MESSAGE),
  iban: optionalFormatted(50, normaliseIban, IBAN_INVALID_MESSAGE),
  bic: optionalFormatted(20, normaliseBic, BIC_INVALID_MESSAGE),
  paymentTermsDays: daysSchema(0, DEFAULT_PAYMENT_TERMS_DAYS, PAYMENT_TERMS_INVALID_MESSAGE),
  quoteValidityDays: daysSchema(1, DEFAULT_QUOTE_VALIDITY_DAYS, QUOTE_VALIDITY_INVALID_MESSAGE),
  footer: optionalTextSchema(TEXT_LIMITS.description),
});
export type BusinessProfileUpdate = z.infer<typeof BusinessProfileUpdateSchema>;
export type BusinessProfileUpdateInput = z.input<typeof BusinessProfileUpdateSchema>;
