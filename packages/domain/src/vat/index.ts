export {
  DEFAULT_VAT_RATE,
  DEFAULT_VAT_RATE_INVALID_MESSAGE,
  DEFAULT_VAT_RATES,
  DefaultVatRateSchema,
  VAT_RATE_INVALID_MESSAGE,
  VAT_RATE_LABELS,
  VAT_RATE_PERCENT,
  VAT_RATES,
  VatRateSchema,
} from './vat-rate';
export type { DefaultVatRate, VatRate } from './vat-rate';
export {
  chargesVat,
  DISBURSEMENTS_LABEL,
  grossFits,
  pricedLines,
  suppliesAndDisbursements,
  vatBreakdown,
  vatOnNets,
  vatOnPence,
  withDefaultVatRate,
} from './vat-amounts.rules';
export type { VatBreakdown, VatByRate, VatLine } from './vat-amounts.rules';
export {
  DEFAULT_VAT_SETTINGS,
  defaultLineVatRate,
  FLAT_RATE_INVALID_MESSAGE,
  FLAT_RATE_REQUIRED_MESSAGE,
  mergeVatSettings,
  vatNumberProblem,
  VAT_NUMBER_REQUIRED_MESSAGE,
  VAT_SCHEME_INVALID_MESSAGE,
  VAT_SCHEME_LABELS,
  VAT_SCHEMES,
  VAT_STAGGER_INVALID_MESSAGE,
  VAT_STAGGER_LABELS,
  VAT_STAGGERS,
  VatSettingsSchema,
  VatSettingsUpdateSchema,
} from './vat-settings.schema';
export type {
  VatScheme,
  VatSettings,
  VatSettingsProblem,
  VatSettingsUpdate,
  VatSettingsUpdateInput,
  VatStagger,
} from './vat-settings.schema';
export {
  countsInTaxableTurnover,
  NOT_TAXABLE_TURNOVER_RATES,
  turnoverWindowStart,
  VAT_REGISTRATION_THRESHOLD_PENCE,
  VAT_THRESHOLD_WARNING_PENCE,
  vatThresholdWarning,
} from './vat-threshold.rules';
export type { VatThresholdWarning } from './vat-threshold.rules';
