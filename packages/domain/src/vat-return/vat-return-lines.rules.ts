import { fromPence, toPence } from '../money/money.rules';
import { vatReturnBoxes } from './vat-return.rules';
import type { VatReturn } from './vat-return.schema';

/** One line of the return as a table or CSV prints it: a box, then each sale and purchase. */
export type VatReturnLine = {
  section: 'Box' | 'Sale' | 'Purchase';
  /** The box number, or the invoice number of a sale. */
  reference: string;
  date: string | null;
  description: string;
  net: string | null;
  vat: string | null;
  /** A box's figure, or the gross of a sale or purchase. */
  value: string;
};

export const VAT_RETURN_LINE_HEADERS = [
  'Section',
  'Reference',
  'Date',
  'Description',
  'Net',
  'VAT',
  'Value',
] as const;

/** A line's cells in the order of VAT_RETURN_LINE_HEADERS. */
export function vatReturnLineCells(line: VatReturnLine): (string | null)[] {
  return [
    line.section,
    line.reference,
    line.date,
    line.description,
    line.net,
    line.vat,
    line.value,
  ];
}

/** The nine boxes, then the evidence behind them: the CSV download, from API and mocks alike. */
export function vatReturnLines(ret: VatReturn): VatReturnLine[] {
  return [
    ...vatReturnBoxes(ret).map((box) => ({
      section: 'Box' as const,
      reference: String(box.box),
      date: null,
      description: box.label,
      net: null,
      vat: null,
      value: box.value,
    })),
    ...ret.sales.map((sale) => ({
      section: 'Sale' as const,
      reference: sale.invoiceNumber,
      date: sale.date,
      description: sale.clientName,
      net: sale.net,
      vat: sale.vat,
      value: sale.gross,
    })),
    ...ret.purchases.map((purchase) => ({
      section: 'Purchase' as const,
      reference: '',
      date: purchase.date,
      description: purchase.description,
      net: purchase.net,
      vat: purchase.vat,
      value: fromPence(toPence(purchase.net) + toPence(purchase.vat)),
    })),
  ];
}

/** The file name of a return's downloads: vat-return-2026-10-01-to-2026-12-31.csv. */
export function vatReturnFileName(
  ret: Pick<VatReturn, 'from' | 'to'>,
  extension: 'csv' | 'json',
): string {
  return `vat-return-${ret.from}-to-${ret.to}.${extension}`;
}
