import { z } from 'zod';

/**
 * The VAT treatment of a line (uk-rules.md): standard 20%, reduced 5%, zero-rated, exempt, or
 * outside the scope of VAT. Exempt and outside-the-scope lines carry no VAT but are not
 * zero-rated: they count differently on the return.
 */
export const VAT_RATES = ['20', '5', '0', 'exempt', 'outside'] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const VAT_RATE_INVALID_MESSAGE =
  "VAT rate must be one of '20', '5', '0', 'exempt' or 'outside'";

export const VatRateSchema = z.enum(VAT_RATES, { error: VAT_RATE_INVALID_MESSAGE });

/** The percentage charged at each rate. */
export const VAT_RATE_PERCENT: Readonly<Record<VatRate, number>> = {
  '20': 20,
  '5': 5,
  '0': 0,
  exempt: 0,
  outside: 0,
};

/** As a person reads the rate: in the line editor, on the document and in reports. */
export const VAT_RATE_LABELS: Readonly<Record<VatRate, string>> = {
  '20': '20%',
  '5': '5%',
  '0': '0% (zero-rated)',
  exempt: 'Exempt',
  outside: 'Outside the scope',
};

/** The rate a new line gets when the owner has not chosen one (Settings › VAT). */
export const DEFAULT_VAT_RATE: VatRate = '20';
