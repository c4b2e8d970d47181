import { lineTotal, sumMoney, toPence } from '@crm/domain';
import type { LineItem } from '@crm/domain';

/** One line of the editor; NaN is an empty number field. */
export type LineValues = { key: string; description: string; quantity: number; unitPrice: number };

let lineCounter = 0;
const nextKey = () => `line-${++lineCounter}`;

/** A fresh line: quantity 1, no description, no price. */
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
      }))
    : [emptyLine()];
}

/** A unit price as the wire's two-place string ('' when empty). */
export function priceText(unitPrice: number): string {
  return Number.isFinite(unitPrice) ? unitPrice.toFixed(2) : '';
}

/** quantity × unit price of one line, '0.00' while either is empty or not a valid amount. */
export function lineValuesTotal(line: Pick<LineValues, 'quantity' | 'unitPrice'>): string {
  const quantity = Number.isInteger(line.quantity) && line.quantity >= 0 ? line.quantity : 0;
  const price =
    Number.isFinite(line.unitPrice) && line.unitPrice >= 0 ? line.unitPrice.toFixed(2) : '0.00';
  return lineTotal({ quantity, unitPrice: price });
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
  }));
}
