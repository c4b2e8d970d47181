import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';

export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
};

/**
 * Turns rows arriving in batches into a CSV byte stream with a header row. Memory stays at one
 * batch whatever the table size: the stringifier applies backpressure to the batch reader.
 * Cells that a spreadsheet would run as a formula (= + - @ tab CR) get a leading quote.
 */
export function csvStream<Row>(columns: ReadonlyArray<CsvColumn<Row>>, batches: AsyncIterable<Row[]>): Readable {
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => column.value(row) ?? '');
    }
  }

  const stringifier = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    escape_formulas: true,
    cast: { boolean: (value) => (value ? 'true' : 'false') },
  });
  // pipeline destroys the output with the error when a batch query fails mid-way, so the client
  // sees a truncated download instead of a file that looks complete.
  return pipeline(Readable.from(records()), stringifier, () => undefined);
}
