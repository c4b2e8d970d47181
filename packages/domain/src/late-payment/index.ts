export {
  BOE_REFERENCE_RATES,
  halfYearOf,
  interestHalfYear,
  mergedReferenceRates,
  referenceDayOf,
  referenceRateFor,
  STATUTORY_INTEREST_MARGIN_PERCENT,
} from './reference-rates';
export type { ReferenceRate } from './reference-rates';
export {
  fixedCompensationPence,
  invoiceLatePayment,
  latePaymentClaim,
  latePaymentClaimText,
  LATE_PAYMENT_BUSINESS_ONLY_MESSAGE,
  latePaymentClaimsAllowed,
  missingRateMessage,
  statutoryInterestPence,
} from './late-payment.rules';
export type { InvoiceLatePaymentState, LatePaymentClaim } from './late-payment.rules';
export {
  LatePaymentClaimSchema,
  LatePaymentRatesSchema,
  LatePaymentRatesUpdateSchema,
  MAX_OWNER_REFERENCE_RATES,
  ReferenceRateSchema,
} from './late-payment.schema';
export type { LatePaymentRates, LatePaymentRatesUpdate } from './late-payment.schema';
