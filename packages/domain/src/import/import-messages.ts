/** The words of an import's report, shared by the API, the mocks, the web app and the CLI. */

export const IMPORT_DATE_MESSAGE = 'Must be a date such as 24/11/2026 or 2026-11-24';
export const IMPORT_AMOUNT_MESSAGE = 'Must be an amount such as 1234.50 or £1,234.50';
export const IMPORT_BOOLEAN_MESSAGE = 'Must be yes or no';
export const IMPORT_INTEGER_MESSAGE = 'Must be a whole number';
export const IMPORT_INSTANT_MESSAGE = 'Must be a date and time such as 2026-11-24T09:30:00Z';
export const IMPORT_ID_MESSAGE = 'Must be an ID from an export of this product, or blank';
export const IMPORT_NUL_MESSAGE = 'Contains a NUL character, which cannot be stored';

export function importChoiceMessage(labels: readonly string[]): string {
  return `Must be one of: ${labels.join(', ')}`;
}

export function importUnmappedFieldMessage(label: string): string {
  return `No column is mapped to ${label}: choose one in the mapping`;
}

export function importSameAsRowMessage(what: string, row: number): string {
  return `Same ${what} as row ${row}`;
}

export function importNoClientMessage(name: string): string {
  return `No client is called "${name}": import the clients first, or correct the name`;
}

export function importAmbiguousClientMessage(name: string): string {
  return `More than one client is called "${name}"`;
}

export const IMPORT_NO_ROWS_MESSAGE = 'The file has a header row but no rows to import';
export const IMPORT_EMPTY_FILE_MESSAGE = 'The file is empty: it needs a header row';
export const IMPORT_DUPLICATE_HEADER_MESSAGE = 'Two columns have this header: rename one';

export function importTooManyColumnsMessage(max: number): string {
  return `A row may have at most ${max} columns`;
}

export function importTooManyRowsMessage(max: number): string {
  return `The file has more than ${max.toLocaleString('en-GB')} rows: split it into smaller files`;
}

export const IMPORT_TOO_LARGE_MESSAGE = 'File is too large. The maximum size is 50 MB';
export const IMPORT_NOT_CSV_MESSAGE =
  'Please upload a CSV file (.csv or .txt, saved from a spreadsheet as CSV)';

export function importUnknownFieldMessage(field: string, fields: readonly string[]): string {
  return `Unknown field "${field}": use one of ${fields.join(', ')}`;
}

export function importUnknownColumnMessage(header: string): string {
  return `The file has no column "${header}"`;
}

export const IMPORT_MAPPING_JSON_MESSAGE =
  'mapping must be a JSON object of column header to field name (or null to ignore the column)';

export function importParseMessage(reason: string): string {
  return `The file cannot be read as CSV: ${reason}`;
}

export const IMPORT_INVOICE_NUMBER_MESSAGE = 'Invoice number is required';
export const IMPORT_LINES_OR_TOTALS_MESSAGE =
  'Each invoice needs its lines (Description and Unit price on each row) or its totals (Net and VAT, or Amount)';

export function importNoProjectMessage(name: string): string {
  return `The client has no project called "${name}"`;
}

export function importDiffersFromRowMessage(row: number): string {
  return `Differs from row ${row}, where this invoice begins`;
}

export function importAmountNotTotalMessage(amount: string, net: string, vat: string): string {
  return `The amount ${amount} is not the net ${net} plus the VAT ${vat}`;
}

export function importVatNotARateMessage(vat: string, net: string): string {
  return `The VAT ${vat} is not 20% or 5% of the net ${net}: import the invoice's lines with their VAT rates`;
}

/** The VAT check on a net less its disbursements: the file's figures, then what was checked. */
export function importVatNotARateLessDisbursementsMessage(
  vat: string,
  net: string,
  disbursements: string,
  supplied: string,
): string {
  return `The VAT ${vat} is not 20% or 5% of the net ${net} less the disbursements ${disbursements} (${supplied}): import the invoice's lines with their VAT rates`;
}

export function importDisbursementsOutOfRangeMessage(disbursements: string, net: string): string {
  return `The disbursements ${disbursements} must be from £0.00 up to the net ${net}, which includes them`;
}

export const UNKNOWN_IMPORT_MESSAGE =
  'There is no such import: use clients, projects, domains, invoices or expenses';

// csv-parse's own words name its internals; these say what is wrong with the file.
const CSV_REASONS: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed (a closing " is missing)',
  CSV_MAX_RECORD_SIZE: 'a row is longer than 1 MB (is a closing " missing?)',
  CSV_INVALID_CLOSING_QUOTE: 'a " inside a quoted cell is not doubled',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows a closing " in the same cell',
};

/** Why a file is not CSV, from the csv-parse error code (its own message for others). */
export function importCsvReason(code: string, message: string): string {
  return CSV_REASONS[code] ?? message;
}
