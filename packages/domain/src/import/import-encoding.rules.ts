/** The encodings an import reads: UTF-8 (with or without its BOM) and what Excel in the UK saves. */
export const IMPORT_ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];

export const IMPORT_DELIMITERS = [',', ';'] as const;
export type ImportDelimiter = (typeof IMPORT_DELIMITERS)[number];

/** How many bytes of a file are looked at to tell its encoding. */
export const ENCODING_SAMPLE_BYTES = 64 * 1024;

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/** True when the bytes start with UTF-8's byte order mark (which the reader then skips). */
export function hasUtf8Bom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, index) => bytes[index] === byte);
}

/**
 * UTF-8 when the sample is valid UTF-8 (a character cut at the sample's end does not count
 * against it), else Windows-1252: plain CSV from Excel in the UK, where '£' is the byte 0xA3.
 */
export function detectImportEncoding(sample: Uint8Array): ImportEncoding {
  if (hasUtf8Bom(sample)) return 'utf-8';
  try {
    // stream: true keeps a trailing partial character back instead of failing on it.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/**
 * The delimiter of a CSV from its first line: a semicolon when it separates more fields than the
 * comma (spreadsheets in locales with a decimal comma save that way), else a comma. Commas and
 * semicolons inside quotes are not counted.
 */
export function detectImportDelimiter(firstLine: string): ImportDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** The longest record a reader accepts (a quote never closed would otherwise read the whole file as one cell). */
export const IMPORT_MAX_RECORD_BYTES = 1024 * 1024;

/**
 * The options csv-parse reads an import with, in the API (as a stream) and in the mocks (at
 * once): the delimiter found, rows of any length (checked per row), blank lines skipped,
 * quoted cells across lines.
 */
export function importCsvOptions(delimiter: ImportDelimiter) {
  return {
    delimiter,
    bom: true,
    relax_column_count: true,
    // A quote inside an unquoted cell ('5" screen') is text, as spreadsheets read it.
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: IMPORT_MAX_RECORD_BYTES,
  } as const;
}

/**
 * How an import file is written, from its first bytes (ENCODING_SAMPLE_BYTES of them): the
 * encoding, then the delimiter of its header row decoded in that encoding.
 */
export function detectImportFormat(sample: Uint8Array): {
  encoding: ImportEncoding;
  delimiter: ImportDelimiter;
} {
  const encoding = detectImportEncoding(sample);
  // TextDecoder drops UTF-8's byte order mark; a character cut at the end is replaced, harmlessly.
  const text = new TextDecoder(encoding).decode(sample);
  return { encoding, delimiter: detectImportDelimiter(text.split(/\r?\n/, 1)[0] ?? '') };
}
