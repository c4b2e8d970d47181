import { invoiceAmount } from '../invoice/invoice.rules';

/** A quote with lines is priced at their sum; without lines, its own price stands. */
export function quotePrice(
  lines: readonly { quantity: number; unitPrice: string }[],
  price: string | null,
): string | null {
  return lines.length > 0 ? invoiceAmount(lines) : price;
}
