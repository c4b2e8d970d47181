import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
};

const OPTIONS = {
  escape_formulas: true,
  cast: { boolean: (value: boolean) => (value ? 'true' : 'false') },
} as const;

/**
 * Turns rows arriving in batches into a CSV byte stream with a header row. Memory stays at one
 * batch whatever the table size: the next batch is read only when the client has taken the
 * last one. Each batch becomes one chunk (per-row stream objects cost more than the CSV itself
 * at a million rows). Cells that a spreadsheet would run as a formula (= + - @ tab CR) get a
 * leading quote. A batch that fails to read fails the stream, so the client sees a truncated
 * download instead of a file that looks complete.
 */
export function csvStream<Row>(columns: ReadonlyArray<CsvColumn<Row>>, batches: AsyncIterable<Row[]>): Readable {
  async function* chunks() {
    yield stringify([columns.map((column) => column.header)], OPTIONS);
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      yield stringify(
        batch.map((row) => columns.map((column) => column.value(row) ?? '')),
        OPTIONS,
      );
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
