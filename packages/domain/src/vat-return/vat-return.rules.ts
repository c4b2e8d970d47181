import type { ExpenseAllocation } from '../expense/expense.enums';
import { isDateOnly } from '../dates/dates.rules';
import { fromPence, toPence } from '../money/money.rules';
import type { VatByRate } from '../vat/vat-amounts.rules';
import type { VatRate } from '../vat/vat-rate';
import type { VatScheme } from '../vat/vat-settings.schema';
import {
  VAT_RETURN_BOX_LABELS,
  VAT_RETURN_FIELDS,
  type VatReturn,
  type VatReturnBox,
  type VatReturnPurchase,
  type VatReturnSale,
} from './vat-return.schema';

export type VatReturnOptions = {
  /** First day of the period, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day of the period, YYYY-MM-DD, inclusive. */
  to: string;
  scheme: VatScheme;
  /** The flat rate scheme's percentage (e.g. 16.5, at most two decimals); null otherwise. */
  flatRatePercent: number | null;
  sales: readonly VatReturnSale[];
  purchases: readonly VatReturnPurchase[];
};

/**
 * Rates whose net counts in box 6. Outside-the-scope lines count: for an agency they are services
 * to overseas business customers, which HMRC puts in box 6 (VAT Notice 700/12). Disbursements do
 * not: they are no part of the business's supplies, so every row of the return leaves them out.
 */
const BOX_6_RATES: ReadonlySet<VatRate> = new Set<VatRate>(['20', '5', '0', 'exempt', 'outside']);
const OUTSIDE_THE_SCOPE: ReadonlySet<VatRate> = new Set<VatRate>(['outside']);
const DISBURSEMENTS: ReadonlySet<VatRate> = new Set<VatRate>(['disbursement']);

/**
 * The flat rate scheme reclaims input VAT only on single purchases of capital goods of £2,000
 * or more including VAT (never services: HMRC VAT manual FRS6500). The product counts an expense
 * allocated to purchases (goods) of £2,000+ gross as one; hosting, software, domains, marketing
 * and other costs never count.
 */
export const FLAT_RATE_CAPITAL_PURCHASE_MIN_PENCE = 200_000;

/** An expense allocated to purchases is goods; every other allocation is a service. */
export function isGoodsPurchase(allocation: ExpenseAllocation): boolean {
  return allocation === 'purchase';
}

type SaleRow = Omit<VatReturn['sales'][number], 'net' | 'vat' | 'gross'> & {
  net: number;
  vat: number;
  gross: number;
};
type PurchaseRow = Omit<VatReturn['purchases'][number], 'net' | 'vat'> & {
  net: number;
  vat: number;
};

// Half away from zero (half up on magnitudes, as vatOnPence rounds), so a refund reverses its
// payment's share exactly. BigInt: payment × VAT in pence can pass 2^53.
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator < 0n) return divideRounded(-numerator, -denominator);
  const sign = numerator < 0n ? -1n : 1n;
  return sign * ((2n * sign * numerator + denominator) / (2n * denominator));
}

function divideFloor(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
}

/**
 * Cash accounting: a payment's share of a part of its invoice (the VAT, or the disbursements),
 * round-half-up(payment × part / invoice gross) in pence; 0 when the invoice's gross is 0.
 */
export function paymentVatShare(
  paymentPence: number,
  vatPence: number,
  grossPence: number,
): number {
  if (grossPence === 0) return 0;
  return Number(divideRounded(BigInt(paymentPence) * BigInt(vatPence), BigInt(grossPence)));
}

// Integer basis points so the percentage never multiplies money as a float.
function flatRateBasisPoints(percent: number | null): number {
  if (percent === null) throw new RangeError('The flat rate scheme needs its percentage');
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || basisPoints <= 0 || basisPoints > 10_000)
    throw new RangeError(`Flat rate percentage must be above 0 and at most 100, got ${percent}`);
  // A tolerance, since 16.55 * 100 is 1655.0000000000002 in floating point.
  if (Math.abs(percent * 100 - basisPoints) > 1e-6)
    throw new RangeError(`Flat rate percentage has more than two decimals: ${percent}`);
  return basisPoints;
}

function netAt(byRate: readonly VatByRate[], rates: ReadonlySet<VatRate>): number {
  return byRate.reduce((total, row) => total + (rates.has(row.rate) ? toPence(row.net) : 0), 0);
}

function vatOf(byRate: readonly VatByRate[]): number {
  return byRate.reduce((total, row) => total + toPence(row.vat), 0);
}

/** An invoice's gross less its disbursements: what its rows put on the return. */
function suppliedGross(sale: VatReturnSale): number {
  return toPence(sale.gross) - netAt(sale.byRate, DISBURSEMENTS);
}

function accrualRows(sales: readonly VatReturnSale[]): SaleRow[] {
  return sales.map((sale) =>
    saleRow(sale, sale.taxPoint, {
      net: netAt(sale.byRate, BOX_6_RATES),
      vat: vatOf(sale.byRate),
      gross: suppliedGross(sale),
    }),
  );
}

/**
 * Each payment in the period carries the share of the invoice's VAT it brings the total paid to:
 * share(paid so far, this one included) − share(paid before it), each rounded. The shares of an
 * invoice paid in full then add up to its VAT exactly, however it was split (33.33 + 33.33 +
 * 33.34 of £100.00 with £16.67 VAT gives 5.56 + 5.55 + 5.56). A payment's share of the
 * invoice's disbursements is worked out the same way and left out of the row.
 */
function cashRows(sales: readonly VatReturnSale[], inPeriod: (date: string) => boolean) {
  return sales.flatMap((sale): SaleRow[] => {
    const vatPence = vatOf(sale.byRate);
    const disbursedPence = netAt(sale.byRate, DISBURSEMENTS);
    const grossPence = toPence(sale.gross);
    const rows: SaleRow[] = [];
    let paidBefore = sale.paidBefore === undefined ? 0 : toPence(sale.paidBefore);
    // Most invoices are paid at once: only a longer list is copied to be put in date order.
    const payments =
      sale.payments.length < 2
        ? sale.payments
        : [...sale.payments].sort((a, b) => a.date.localeCompare(b.date));
    for (const payment of payments) {
      const paid = toPence(payment.amount);
      const vat =
        paymentVatShare(paidBefore + paid, vatPence, grossPence) -
        paymentVatShare(paidBefore, vatPence, grossPence);
      const disbursed =
        disbursedPence === 0
          ? 0
          : paymentVatShare(paidBefore + paid, disbursedPence, grossPence) -
            paymentVatShare(paidBefore, disbursedPence, grossPence);
      paidBefore += paid;
      if (inPeriod(payment.date)) {
        const gross = paid - disbursed;
        rows.push(saleRow(sale, payment.date, { net: gross - vat, vat, gross }));
      }
    }
    return rows;
  });
}

/**
 * Splits round-half-up(rate × Σ turnover) over the turnovers by largest remainder (ties to the
 * earlier row), so the evidence adds up to box 1 exactly while box 1 is worked out on the total.
 */
function apportionFlatVat(turnovers: readonly number[], basisPoints: number): number[] {
  const bp = BigInt(basisPoints);
  const scaled = turnovers.map((turnover) => BigInt(turnover) * bp);
  const total = divideRounded(
    scaled.reduce((sum, value) => sum + value, 0n),
    10_000n,
  );
  const floors = scaled.map((value) => divideFloor(value, 10_000n));
  // total − Σ floors lies between 0 and the number of rows with a remainder.
  let left = total - floors.reduce((sum, floor) => sum + floor, 0n);
  const order = scaled
    .map((value, index) => ({ index, remainder: value - (floors[index] ?? 0n) * 10_000n }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  const shares = [...floors];
  for (const { index } of order) {
    if (left <= 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * Flat rate, basic turnover method: sales by tax point; each invoice's gross less its
 * disbursements goes in box 6 (VAT included), and box 1 is the flat percentage of the flat rate
 * turnover: that gross less its outside-the-scope lines, which HMRC leaves out of flat rate
 * turnover (Notice 733 §6) while still counting them in box 6 (Notice 700/12). Each row's net is
 * its gross less its box 1 share.
 */
function flatRows(unordered: readonly VatReturnSale[], basisPoints: number): SaleRow[] {
  // The pennies of rounding go by position: in the rows' own order, so every read of the same
  // return (the screen, the CSV) gives each invoice the same share, whatever order it came in.
  const sales = [...unordered].sort(
    (a, b) => compareText(a.taxPoint, b.taxPoint) || compareText(a.invoiceNumber, b.invoiceNumber),
  );
  const shares = apportionFlatVat(
    sales.map((sale) => suppliedGross(sale) - netAt(sale.byRate, OUTSIDE_THE_SCOPE)),
    basisPoints,
  );
  return sales.map((sale, index) => {
    const gross = suppliedGross(sale);
    const vat = shares[index] ?? 0;
    return saleRow(sale, sale.taxPoint, { net: gross - vat, vat, gross });
  });
}

// Built field by field: spreading objects here took most of a 50,000-invoice return's time.
function saleRow(
  { invoiceId, invoiceNumber, clientName }: VatReturnSale,
  date: string,
  { net, vat, gross }: { net: number; vat: number; gross: number },
): SaleRow {
  return { invoiceId, invoiceNumber, clientName, date, net, vat, gross };
}

function purchaseRow(purchase: VatReturnPurchase): PurchaseRow {
  const vat = toPence(purchase.vat);
  const { expenseId, date, description } = purchase;
  return { expenseId, date, description, net: toPence(purchase.gross) - vat, vat };
}

// HMRC asks for whole pounds in boxes 6 to 9: the pence are dropped, towards zero. Exact in
// integers, and never -0 (Math.trunc(-0.5) is -0).
function wholePounds(pence: number): number {
  return (pence - (pence % 100)) / 100;
}

// Plain code-unit order: the same on every machine, unlike localeCompare.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The nine boxes of a VAT return for `from`..`to` (inclusive) under the business's scheme, with
 * the sales and purchases behind them. Standard: sales by tax point. Cash: sales through the
 * payments received in the period, VAT in proportion. Flat: the flat percentage of VAT-inclusive
 * turnover (less outside-the-scope lines) by tax point, reclaiming only on purchases of £2,000+
 * gross. Disbursements count nowhere. Purchases count by their date.
 * Boxes 2, 8 and 9 are 0: EU acquisitions (Northern Ireland only) are not supported.
 */
export function vatReturn(options: VatReturnOptions): VatReturn {
  const { from, to, scheme, flatRatePercent } = options;
  if (!isDateOnly(from) || !isDateOnly(to))
    throw new RangeError(`The period must be two dates, got "${from}" and "${to}"`);
  if (from > to) throw new RangeError(`The period starts (${from}) after it ends (${to})`);
  const inPeriod = (date: string) => date >= from && date <= to;
  const basisPoints = scheme === 'flat' ? flatRateBasisPoints(flatRatePercent) : 0;

  // An invoice with no VAT rate on any line was made before registration, and one of nothing but
  // disbursements supplied nothing: no return holds either.
  const vatSales = options.sales.filter((sale) =>
    sale.byRate.some((row) => !DISBURSEMENTS.has(row.rate)),
  );
  const accrued = () => vatSales.filter((sale) => inPeriod(sale.taxPoint));
  const sales = (
    scheme === 'cash'
      ? cashRows(vatSales, inPeriod)
      : scheme === 'flat'
        ? flatRows(accrued(), basisPoints)
        : accrualRows(accrued())
  ).sort((a, b) => compareText(a.date, b.date) || compareText(a.invoiceNumber, b.invoiceNumber));
  const purchases = options.purchases
    .filter((purchase) => inPeriod(purchase.date))
    .filter(
      (purchase) =>
        scheme !== 'flat' ||
        (purchase.goods && toPence(purchase.gross) >= FLAT_RATE_CAPITAL_PURCHASE_MIN_PENCE),
    )
    .map(purchaseRow)
    .sort((a, b) => compareText(a.date, b.date));

  const box1 = sales.reduce((total, row) => total + row.vat, 0);
  const box2 = 0;
  const box3 = box1 + box2;
  const box4 = purchases.reduce((total, row) => total + row.vat, 0);
  // Under the flat rate scheme box 6 is the turnover including VAT (HMRC's flat rate guidance).
  const box6 = sales.reduce((total, row) => total + (scheme === 'flat' ? row.gross : row.net), 0);
  const box7 = purchases.reduce((total, row) => total + row.net, 0);

  return {
    from,
    to,
    scheme,
    finalised: false,
    vatDueSales: fromPence(box1),
    vatDueAcquisitions: fromPence(box2),
    totalVatDue: fromPence(box3),
    vatReclaimedCurrPeriod: fromPence(box4),
    netVatDue: fromPence(Math.abs(box3 - box4)),
    totalValueSalesExVAT: wholePounds(box6),
    totalValuePurchasesExVAT: wholePounds(box7),
    totalValueGoodsSuppliedExVAT: 0,
    totalAcquisitionsExVAT: 0,
    sales: sales.map(({ invoiceId, invoiceNumber, clientName, date, net, vat, gross }) => ({
      invoiceId,
      invoiceNumber,
      clientName,
      date,
      net: fromPence(net),
      vat: fromPence(vat),
      gross: fromPence(gross),
    })),
    purchases: purchases.map(({ expenseId, date, description, net, vat }) => ({
      expenseId,
      date,
      description,
      net: fromPence(net),
      vat: fromPence(vat),
    })),
  };
}

/** The nine boxes as rows for the CSV and the page: money for boxes 1-5, whole pounds for 6-9. */
export function vatReturnBoxes(ret: VatReturn): VatReturnBox[] {
  return VAT_RETURN_FIELDS.map((field, index) => ({
    box: index + 1,
    field,
    label: VAT_RETURN_BOX_LABELS[field],
    value: String(ret[field]),
  }));
}
