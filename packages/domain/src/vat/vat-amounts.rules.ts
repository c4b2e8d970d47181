import { fromPence, MAX_MONEY_PENCE, toPence } from '../money/money.rules';
import { VAT_RATE_PERCENT, VAT_RATES, type VatRate } from './vat-rate';

/** A line as VAT sees it: its net total and its rate (null: no VAT, the seller not registered). */
export type VatLine = { quantity: number; unitPrice: string; vatRate?: VatRate | null | undefined };

export type VatByRate = { rate: VatRate; net: string; vat: string };

/** A document's money: net, VAT by rate and gross, each exact in pence. */
export type VatBreakdown = { net: string; vat: string; gross: string; byRate: VatByRate[] };

/**
 * VAT at a rate on a net amount in pence, rounded to the nearest penny (a half penny up). HMRC
 * lets an invoice round VAT per invoice (VAT Notice 700, section 17): we round once per rate on
 * each document, never per line, and use this everywhere.
 */
export function vatOnPence(netPence: number, rate: VatRate): number {
  const percent = VAT_RATE_PERCENT[rate];
  if (percent === 0 || netPence === 0) return 0;
  const sign = netPence < 0 ? -1 : 1;
  // Integer arithmetic: (net × percent + 50) div 100 rounds half up without a float.
  return sign * Math.floor((Math.abs(netPence) * percent + 50) / 100);
}

function linePence(line: VatLine): number {
  return line.quantity * toPence(line.unitPrice);
}

/**
 * Net, VAT per rate (in the order of VAT_RATES, only rates used) and gross of a document's
 * lines. Lines without a rate are in the net and the gross and in no rate's row.
 */
export function vatBreakdown(lines: readonly VatLine[]): VatBreakdown {
  const netByRate = new Map<VatRate, number>();
  let net = 0;
  for (const line of lines) {
    const pence = linePence(line);
    net += pence;
    if (line.vatRate) netByRate.set(line.vatRate, (netByRate.get(line.vatRate) ?? 0) + pence);
  }
  const byRate = vatOnNets(netByRate);
  const vat = byRate.reduce((total, row) => total + toPence(row.vat), 0);
  return { net: fromPence(net), vat: fromPence(vat), gross: fromPence(net + vat), byRate };
}

/**
 * VAT once per rate on nets already summed per rate (pence), in the order of VAT_RATES: a
 * document's VAT by rate, as vatBreakdown gives it from the lines.
 */
export function vatOnNets(netByRate: ReadonlyMap<VatRate, number>): VatByRate[] {
  const byRate: VatByRate[] = [];
  for (const rate of VAT_RATES) {
    const rateNet = netByRate.get(rate);
    if (rateNet === undefined) continue;
    byRate.push({ rate, net: fromPence(rateNet), vat: fromPence(vatOnPence(rateNet, rate)) });
  }
  return byRate;
}

/** How documents and the line editor name what is recharged at cost, shown apart. */
export const DISBURSEMENTS_LABEL = 'Disbursements (no VAT)';

/**
 * A document's net split into what it supplies and what it recharges at cost: HMRC treats a
 * disbursement as outside the scope of VAT only when the invoice shows it apart from the
 * supplies (VAT Notice 700, section 25). `disbursements` is null when there are none.
 */
export function suppliesAndDisbursements(breakdown: VatBreakdown): {
  supplies: string;
  disbursements: string | null;
} {
  const disbursed = breakdown.byRate.find((row) => row.rate === 'disbursement');
  if (!disbursed) return { supplies: breakdown.net, disbursements: null };
  return {
    supplies: fromPence(toPence(breakdown.net) - toPence(disbursed.net)),
    disbursements: disbursed.net,
  };
}

/** True when the lines' gross (net plus VAT) fits a money column. */
export function grossFits(lines: readonly VatLine[]): boolean {
  return toPence(vatBreakdown(lines).gross) <= MAX_MONEY_PENCE;
}

/** True when any line has a VAT rate: the document is then a VAT invoice or quote. */
export function chargesVat(lines: readonly { vatRate?: VatRate | null | undefined }[]): boolean {
  return lines.some((line) => line.vatRate !== null && line.vatRate !== undefined);
}

/** Lines with no rate sent take the default (null when the seller is not VAT registered). */
export function withDefaultVatRate<L extends { vatRate?: VatRate | null | undefined }>(
  lines: readonly L[],
  defaultRate: VatRate | null,
): (L & { vatRate: VatRate | null })[] {
  return lines.map((line) => ({
    ...line,
    vatRate: line.vatRate === undefined ? defaultRate : line.vatRate,
  }));
}

/**
 * Lines as they are written: each with its rate (the default where none was sent), and the
 * amount (gross) and VAT they make. The one place a document's stored amount is worked out.
 */
export function pricedLines<L extends VatLine>(
  lines: readonly L[],
  defaultRate: VatRate | null,
): {
  lineItems: (L & { vatRate: VatRate | null })[];
  amount: string;
  netAmount: string;
  vatAmount: string;
} {
  const lineItems = withDefaultVatRate(lines, defaultRate);
  const { gross, net, vat } = vatBreakdown(lineItems);
  return { lineItems, amount: gross, netAmount: net, vatAmount: vat };
}
