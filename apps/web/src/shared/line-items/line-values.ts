import { lineTotal, sumMoney, toPence } from '@crm/domain';
import type { LineItem, VatLine, VatRate } from '@crm/domain';

/**
 * One line of the editor; NaN is an empty number field. `vatRate` left undefined is the default
 * rate of Settings › VAT, as the server gives a line sent without one (none while not registered);
 * null is no VAT on purpose.
 */
export type LineValues = {
  key: string;
  description: string;
  quantity: number;
  unitPrice: number;
  vatRate?: VatRate | null;
};

let lineCounter = 0;
const nextKey = () => `line-${++lineCounter}`;

/** A fresh line: quantity 1, no description, no price, the default VAT rate. */
export function emptyLine(): LineValues {
  return { key: nextKey(), description: '', quantity: 1, unitPrice: Number.NaN };
}

/** Stored lines as the editor's values; one empty line when there are none. */
export function lineValuesOf(items: readonly Omit<LineItem, 'id' | 'total'>[]): LineValues[] {
  return items.length
    ? items.map((line) => ({
        key: nextKey(),
        description: line.description,
        quantity: line.quantity,
        unitPrice: toPence(line.unitPrice) / 100,
        vatRate: line.vatRate,
      }))
    : [emptyLine()];
}

/** A unit price as the wire's two-place string ('' when empty). */
export function priceText(unitPrice: number): string {
  return Number.isFinite(unitPrice) ? unitPrice.toFixed(2) : '';
}

// A quantity or price being typed counts as 0 until it is a valid one.
function pricedValues(line: Pick<LineValues, 'quantity' | 'unitPrice'>) {
  const quantity = Number.isInteger(line.quantity) && line.quantity >= 0 ? line.quantity : 0;
  const unitPrice =
    Number.isFinite(line.unitPrice) && line.unitPrice >= 0 ? line.unitPrice.toFixed(2) : '0.00';
  return { quantity, unitPrice };
}

/** quantity × unit price of one line, '0.00' while either is empty or not a valid amount. */
export function lineValuesTotal(line: Pick<LineValues, 'quantity' | 'unitPrice'>): string {
  return lineTotal(pricedValues(line));
}

/** The rate a line is saved with: its own, else the default (null: no VAT). */
export function lineVatRate(line: Pick<LineValues, 'vatRate'>, defaultRate: VatRate | null) {
  return line.vatRate === undefined ? defaultRate : line.vatRate;
}

/** A line as the domain's vatBreakdown reads it, with the rate it will be saved with. */
export function lineVatValues(
  line: Pick<LineValues, 'quantity' | 'unitPrice' | 'vatRate'>,
  defaultRate: VatRate | null,
): VatLine {
  return { ...pricedValues(line), vatRate: lineVatRate(line, defaultRate) };
}

/** The invoice amount: the sum of the line totals. */
export function formAmount(lines: readonly LineValues[]): string {
  return sumMoney(lines.map(lineValuesTotal));
}

export function isEmptyLine(line: LineValues): boolean {
  return (
    line.description.trim() === '' && (!Number.isFinite(line.unitPrice) || line.unitPrice === 0)
  );
}

/** What the domain's line-item schema parses: blanks as it expects them. */
export function lineItemsInput(lines: readonly LineValues[]) {
  return lines.map((line) => ({
    description: line.description,
    quantity: Number.isNaN(line.quantity) ? '' : line.quantity,
    unitPrice: priceText(line.unitPrice),
    // Left out (undefined): the server gives the line the default rate of Settings › VAT.
    vatRate: line.vatRate,
  }));
}
