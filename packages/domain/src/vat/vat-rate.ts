import { z } from 'zod';

/**
 * The VAT treatment of a line (uk-rules.md): standard 20%, reduced 5%, zero-rated, exempt,
 * outside the scope of VAT, or a disbursement. Exempt and outside-the-scope lines carry no VAT
 * but are not zero-rated: they count differently on the return. Outside the scope is income the
 * return still counts in box 6 (for an agency, services to overseas business customers); a
 * disbursement, paid on the client's behalf and recharged at cost, is outside the scope and no
 * part of the business's supplies, so no box of the return counts it (VAT Notice 700/12).
 */
export const VAT_RATES = ['20', '5', '0', 'exempt', 'outside', 'disbursement'] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const VAT_RATE_INVALID_MESSAGE =
  "VAT rate must be one of '20', '5', '0', 'exempt', 'outside' or 'disbursement'";

export const VatRateSchema = z.enum(VAT_RATES, { error: VAT_RATE_INVALID_MESSAGE });

/** The percentage charged at each rate. */
export const VAT_RATE_PERCENT: Readonly<Record<VatRate, number>> = {
  '20': 20,
  '5': 5,
  '0': 0,
  exempt: 0,
  outside: 0,
  disbursement: 0,
};

/** As a person reads the rate: in the line editor, on the document and in reports. */
export const VAT_RATE_LABELS: Readonly<Record<VatRate, string>> = {
  '20': '20%',
  '5': '5%',
  '0': '0% (zero-rated)',
  exempt: 'Exempt',
  outside: 'Outside the scope',
  disbursement: 'Disbursement',
};

/**
 * The rates a business may make its default: every one but 'disbursement', which would take
 * every line sent without a rate out of the return and out of turnover without a word.
 */
export const DEFAULT_VAT_RATES = [
  '20',
  '5',
  '0',
  'exempt',
  'outside',
] as const satisfies readonly VatRate[];
export type DefaultVatRate = (typeof DEFAULT_VAT_RATES)[number];

/** The rate a new line gets when the owner has not chosen one (Settings › VAT). */
export const DEFAULT_VAT_RATE: DefaultVatRate = '20';

export const DEFAULT_VAT_RATE_INVALID_MESSAGE =
  "Default VAT rate must be one of '20', '5', '0', 'exempt' or 'outside'";

export const DefaultVatRateSchema = z.enum(DEFAULT_VAT_RATES, {
  error: DEFAULT_VAT_RATE_INVALID_MESSAGE,
});
