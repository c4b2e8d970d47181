import { VAT_RETURN_LINE_HEADERS, vatReturnLineCells, type VatReturnLine } from '@crm/domain';
import type { CsvColumn } from '../../csv';

/** The domain's headers and cells, as CSV columns. */
export const VAT_RETURN_COLUMNS: ReadonlyArray<CsvColumn<VatReturnLine>> =
  VAT_RETURN_LINE_HEADERS.map((header, index) => ({
    header,
    value: (line: VatReturnLine) => vatReturnLineCells(line)[index] ?? null,
  }));
