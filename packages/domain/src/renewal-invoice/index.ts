export {
  dueRenewalCharges,
  isSameRenewal,
  nextRenewalDate,
  renewalAnchorDay,
  renewalMovesOnNow,
  renewalChargeKey,
  renewalCharges,
  renewalInvoiceFor,
  renewalLineDescription,
  renewalMargin,
} from './renewal-invoice.rules';
export type { RenewalCharge, RenewalMargin, RenewalTerms } from './renewal-invoice.rules';
export {
  RENEWAL_FORECAST_CSV_COLUMNS,
  RENEWAL_FORECAST_MONTHS,
  forecastEnd,
  renewalDatesBetween,
  renewalForecast,
  renewalForecastLines,
} from './renewal-forecast.rules';
export type { ForecastDomain, RenewalForecastLine } from './renewal-forecast.rules';
export {
  RenewalForecastClientSchema,
  RenewalForecastQuerySchema,
  RenewalForecastSchema,
  RenewalTotalsSchema,
} from './renewal-forecast.schema';
export type {
  RenewalForecast,
  RenewalForecastClient,
  RenewalTotals,
} from './renewal-forecast.schema';
