import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {
  detectImportDelimiter,
  detectImportEncoding,
  ENCODING_SAMPLE_BYTES,
  importCsvOptions,
  IMPORT_MAX_RECORD_BYTES,
  type ImportDelimiter,
  type ImportEncoding,
} from '@crm/domain';

/** A CSV file on disk: how it is written, and its records (the header first) as a stream. */
export type CsvFile = {
  encoding: ImportEncoding;
  delimiter: ImportDelimiter;
  records: () => AsyncIterable<string[]>;
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

async function readSample(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(ENCODING_SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, ENCODING_SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function* decode(path: string, encoding: ImportEncoding): AsyncGenerator<string> {
  // The decoder drops UTF-8's byte order mark and keeps a character split between chunks.
  const decoder = new TextDecoder(encoding);
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

const REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed (a closing " is missing)',
  CSV_MAX_RECORD_SIZE: `a row is longer than ${IMPORT_MAX_RECORD_BYTES / (1024 * 1024)} MB (is a closing " missing?)`,
  CSV_INVALID_CLOSING_QUOTE: 'a " inside a quoted cell is not doubled',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows a closing " in the same cell',
};

function reasonOf(error: CsvError): string {
  return REASONS[error.code] ?? error.message;
}

/**
 * Opens an import file: its encoding (UTF-8, else Windows-1252) and delimiter (comma or
 * semicolon) from the first 64 KB, then its records read as a stream, never the whole file at
 * once. A file that is not well-formed CSV throws CsvReadError naming the row.
 */
export async function openCsvFile(path: string): Promise<CsvFile> {
  const sample = await readSample(path);
  const encoding = detectImportEncoding(sample);
  const text = new TextDecoder(encoding).decode(sample);
  const delimiter = detectImportDelimiter(text.split(/\r?\n/, 1)[0] ?? '');
  async function* records(): AsyncGenerator<string[]> {
    const parser = parse(importCsvOptions(delimiter));
    const source = Readable.from(decode(path, encoding));
    source.on('error', (error) => parser.destroy(error));
    source.pipe(parser);
    let row = 0;
    try {
      for await (const record of parser) {
        row += 1;
        yield record as string[];
      }
    } catch (error) {
      if (error instanceof CsvError) throw new CsvReadError(row + 1, reasonOf(error));
      throw error;
    } finally {
      source.destroy();
    }
  }
  return { encoding, delimiter, records };
}
