import { Readable } from 'node:stream';
import { csvCell, type CsvValue } from './csv-cell';

export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => CsvValue;
};

/** The CSV lines of a batch of rows as one string, each line ending in LF. */
function csvLines<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]): string {
  const values = columns.map((column) => column.value);
  const last = values.length - 1;
  let text = '';
  for (const row of rows) {
    for (let index = 0; index < last; index++) text += `${csvCell(values[index]!(row))},`;
    text += `${csvCell(values[last]!(row))}\n`;
  }
  return text;
}

/**
 * Turns rows arriving in batches into a CSV byte stream with a header row. Memory stays at one
 * batch whatever the table size: the next batch is asked for only when the client has taken the
 * last one. Each batch becomes one chunk (per-row stream objects cost more than the CSV itself
 * at a million rows). Cells that a spreadsheet would run as a formula (= + - @ tab CR) get a
 * leading quote. A batch that fails to read fails the stream, so the client sees a truncated
 * download instead of a file that looks complete.
 */
export function csvStream<Row>(
  columns: ReadonlyArray<CsvColumn<Row>>,
  batches: AsyncIterable<Row[]>,
): Readable {
  async function* chunks() {
    yield `${columns.map((column) => csvCell(column.header)).join(',')}\n`;
    for await (const batch of batches) {
      if (batch.length > 0) yield csvLines(columns, batch);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
