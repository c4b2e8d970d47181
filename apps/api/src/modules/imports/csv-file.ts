import { createReadStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import {
  detectImportFormat,
  ENCODING_SAMPLE_BYTES,
  importCsvOptions,
  importCsvReason,
  type ImportDelimiter,
  type ImportEncoding,
} from '@crm/domain';
import { readFileHead } from '../../uploads';

/** A CSV file on disk: how it is written, and a reader of its records (the header first). */
export type CsvFile = {
  encoding: ImportEncoding;
  delimiter: ImportDelimiter;
  /**
   * Calls `onRecord` for each record in order (the header is row 1), synchronously as each
   * piece of the file is parsed, and awaits `between` after each piece (at most 64 KB): the
   * caller's writes go there, and what `between` throws stops the reading.
   */
  read(
    onRecord: (cells: string[], row: number) => void,
    between: () => Promise<void>,
  ): Promise<void>;
};

/** A file that stops being CSV part way: `row` is the spreadsheet row it was reading. */
export class CsvReadError extends Error {
  constructor(
    readonly row: number,
    reason: string,
  ) {
    super(reason);
  }
}

async function* decode(path: string, encoding: ImportEncoding): AsyncGenerator<string> {
  // The decoder drops UTF-8's byte order mark and keeps a character split between chunks.
  // Pieces of 64 KB stay below V8's large-object size, so they die young.
  const decoder = new TextDecoder(encoding);
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

/**
 * Opens an import file: its encoding (UTF-8, else Windows-1252) and delimiter (comma or
 * semicolon) from the first 64 KB; `read` then parses it as a stream, never the whole file at
 * once. A file that is not well-formed CSV makes `read` throw CsvReadError naming the row.
 */
export async function openCsvFile(path: string): Promise<CsvFile> {
  const sample = await readFileHead(path, ENCODING_SAMPLE_BYTES);
  const { encoding, delimiter } = detectImportFormat(sample);

  async function read(
    onRecord: (cells: string[], row: number) => void,
    between: () => Promise<void>,
  ): Promise<void> {
    let row = 0;
    let failure: unknown;
    // Each record is handed over as it is parsed and then dropped (null), never queued in the
    // stream: queued records outlive a young-generation collection, and V8 then allocates them
    // straight into the old generation, which grows by the size of the file.
    const parser = parse({
      ...importCsvOptions(delimiter),
      on_record: (record: string[]) => {
        row += 1;
        try {
          onRecord(record, row);
        } catch (error) {
          failure ??= error;
        }
        return null;
      },
    });
    parser.on('error', (error) => (failure ??= error));
    parser.resume();
    try {
      for await (const piece of decode(path, encoding)) {
        parser.write(piece);
        if (failure !== undefined) break;
        await between();
      }
    } catch (error) {
      parser.destroy();
      throw error;
    }
    if (failure === undefined) {
      parser.end();
      await finished(parser).catch((error: unknown) => (failure ??= error));
    } else parser.destroy();
    if (failure instanceof CsvError)
      throw new CsvReadError(row + 1, importCsvReason(failure.code, failure.message));
    if (failure !== undefined) throw failure;
  }
  return { encoding, delimiter, read };
}
