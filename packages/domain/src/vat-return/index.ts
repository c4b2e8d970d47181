export {
  VAT_RETURN_BOX_LABELS,
  VAT_RETURN_FIELDS,
  VatReturnPurchaseEvidenceSchema,
  VatReturnSaleEvidenceSchema,
  VatReturnSchema,
} from './vat-return.schema';
export type {
  VatReturn,
  VatReturnBox,
  VatReturnField,
  VatReturnPurchase,
  VatReturnPurchaseEvidence,
  VatReturnSale,
  VatReturnSaleEvidence,
} from './vat-return.schema';
export {
  FLAT_RATE_CAPITAL_PURCHASE_MIN_PENCE,
  isGoodsPurchase,
  paymentVatShare,
  vatReturn,
  vatReturnBoxes,
} from './vat-return.rules';
export type { VatReturnOptions } from './vat-return.rules';
export {
  VAT_PERIOD_ORDER_MESSAGE,
  VatPeriodQuerySchema,
  vatPeriod,
  vatQuarterOf,
} from './vat-period.rules';
export type { VatPeriodQuery } from './vat-period.rules';
export {
  VAT_RETURN_LINE_HEADERS,
  vatReturnFileName,
  vatReturnLineCells,
  vatReturnLines,
} from './vat-return-lines.rules';
export type { VatReturnLine } from './vat-return-lines.rules';
