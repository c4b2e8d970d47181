import { z } from 'zod';
import { DateOnlySchema } from '../dates/dates.schema';
import { IdSchema } from '../ids/id.schema';
import { MoneySchema } from '../money/money.schema';
import type { VatByRate } from '../vat/vat-amounts.rules';
import { VAT_SCHEMES } from '../vat/vat-settings.schema';

/** An issued invoice as the return reads it (the API loads it from the database). */
export type VatReturnSale = {
  invoiceId: string;
  invoiceNumber: string;
  clientName: string;
  /** YYYY-MM-DD: the supply date, else the invoice date. */
  taxPoint: string;
  /** The invoice amount including VAT. */
  gross: string;
  /** Net and VAT per rate on the invoice, VAT already rounded per rate per invoice. */
  byRate: VatByRate[];
  /**
   * Money received against it: every payment up to the period's end, or, with `paidBefore`,
   * only those from some day on.
   */
  payments: { date: string; amount: string }[];
  /**
   * Cash accounting: the sum of the payments before those listed (a payment's share of the VAT
   * depends only on what was paid before it). Absent: the list holds every payment.
   */
  paidBefore?: string;
};

/** An expense as the return reads it; its date is when it was paid. */
export type VatReturnPurchase = {
  expenseId: string;
  date: string;
  description: string;
  gross: string;
  vat: string;
  /** Goods rather than services (the expense is allocated to purchases): see the flat rate rule. */
  goods: boolean;
};

/**
 * What one invoice contributes to this return under its scheme, dated by its tax point (standard,
 * flat) or by one payment (cash: one row per payment, `gross` the amount paid). Under the flat
 * rate scheme `gross` is what it adds to box 6 and `vat` its share of box 1 (not the VAT the
 * invoice charged), `net` the difference.
 */
export const VatReturnSaleEvidenceSchema = z.object({
  invoiceId: IdSchema,
  invoiceNumber: z.string(),
  clientName: z.string(),
  date: DateOnlySchema,
  net: MoneySchema,
  vat: MoneySchema,
  gross: MoneySchema,
});
export type VatReturnSaleEvidence = z.infer<typeof VatReturnSaleEvidenceSchema>;

/** A purchase counted in boxes 4 and 7; net = gross − VAT. */
export const VatReturnPurchaseEvidenceSchema = z.object({
  expenseId: IdSchema,
  date: DateOnlySchema,
  description: z.string(),
  net: MoneySchema,
  vat: MoneySchema,
});
export type VatReturnPurchaseEvidence = z.infer<typeof VatReturnPurchaseEvidenceSchema>;

// Boxes 6 to 9 are whole pounds; HMRC accepts negatives (a period of credit notes).
const WholePoundsSchema = z.number().int();

/** The nine boxes under the names HMRC's Making Tax Digital API uses, in box order. */
export const VAT_RETURN_FIELDS = [
  'vatDueSales',
  'vatDueAcquisitions',
  'totalVatDue',
  'vatReclaimedCurrPeriod',
  'netVatDue',
  'totalValueSalesExVAT',
  'totalValuePurchasesExVAT',
  'totalValueGoodsSuppliedExVAT',
  'totalAcquisitionsExVAT',
] as const;
export type VatReturnField = (typeof VAT_RETURN_FIELDS)[number];

/** What each box holds (uk-rules.md), for the CSV and the page. */
export const VAT_RETURN_BOX_LABELS: Readonly<Record<VatReturnField, string>> = {
  vatDueSales: 'VAT due on sales and other outputs',
  vatDueAcquisitions: 'VAT due on acquisitions of goods from the EU (Northern Ireland only)',
  totalVatDue: 'Total VAT due (box 1 + box 2)',
  vatReclaimedCurrPeriod: 'VAT reclaimed on purchases and other inputs',
  netVatDue: 'Net VAT: the difference between box 3 and box 4, as a positive number',
  totalValueSalesExVAT: 'Total sales and outputs excluding VAT, whole pounds',
  totalValuePurchasesExVAT: 'Total purchases and inputs excluding VAT, whole pounds',
  totalValueGoodsSuppliedExVAT: 'Goods supplied to the EU (Northern Ireland only), whole pounds',
  totalAcquisitionsExVAT: 'Goods acquired from the EU (Northern Ireland only), whole pounds',
};

/**
 * A prepared VAT return for `from`..`to` (inclusive) and the evidence behind it. `finalised` is
 * the owner's declaration at submission: figures the product prepares are never finalised.
 */
export const VatReturnSchema = z.object({
  from: DateOnlySchema,
  to: DateOnlySchema,
  scheme: z.enum(VAT_SCHEMES),
  finalised: z.boolean(),
  vatDueSales: MoneySchema,
  vatDueAcquisitions: MoneySchema,
  totalVatDue: MoneySchema,
  vatReclaimedCurrPeriod: MoneySchema,
  netVatDue: MoneySchema.refine((value) => !value.startsWith('-'), 'Box 5 is never negative'),
  totalValueSalesExVAT: WholePoundsSchema,
  totalValuePurchasesExVAT: WholePoundsSchema,
  totalValueGoodsSuppliedExVAT: WholePoundsSchema,
  totalAcquisitionsExVAT: WholePoundsSchema,
  sales: z.array(VatReturnSaleEvidenceSchema),
  purchases: z.array(VatReturnPurchaseEvidenceSchema),
});
export type VatReturn = z.infer<typeof VatReturnSchema>;

/** One row of the return as the CSV and the page print it. */
export type VatReturnBox = { box: number; field: VatReturnField; label: string; value: string };
