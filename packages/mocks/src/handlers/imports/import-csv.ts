// The browser build of csv-parse: self-contained ESM (its own Buffer), so the same import works
// in Storybook's browser and in Node tests; 'csv-parse/sync' needs Node's global Buffer.
import { CsvError, parse } from 'csv-parse/browser/esm/sync';
import {
  detectImportFormat,
  ENCODING_SAMPLE_BYTES,
  importCsvOptions,
  importCsvReason,
  type ImportDelimiter,
  type ImportEncoding,
} from '@crm/domain';

/** An uploaded CSV read whole: how it is written and its records, the header first (row 1). */
export type ImportCsv = {
  encoding: ImportEncoding;
  delimiter: ImportDelimiter;
  records: string[][];
  /** Where the file stops being CSV: the row being read and why; the records before it are kept. */
  failure: { row: number; reason: string } | null;
};

/**
 * Reads an import file as the API does (encoding from the first 64 KB, delimiter from the first
 * line, the same csv-parse options), but at once: the mocks' files are small, the API streams.
 */
export function readImportCsv(bytes: Uint8Array): ImportCsv {
  const { encoding, delimiter } = detectImportFormat(bytes.subarray(0, ENCODING_SAMPLE_BYTES));
  // TextDecoder drops UTF-8's byte order mark.
  const text = new TextDecoder(encoding).decode(bytes);
  const records: string[][] = [];
  try {
    // Records are collected as they are parsed, so those before a malformed one are kept.
    parse(text, {
      ...importCsvOptions(delimiter),
      on_record: (record: string[]) => {
        records.push(record);
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return {
      encoding,
      delimiter,
      records,
      // The API's words for what is wrong, not csv-parse's own.
      failure: { row: records.length + 1, reason: importCsvReason(error.code, error.message) },
    };
  }
  return { encoding, delimiter, records, failure: null };
}
