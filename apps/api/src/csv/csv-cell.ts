/** What a CSV column may hand over for one cell. */
export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\n\r]/;
const QUOTES = /"/g;

// First characters a spreadsheet reads as the start of a formula: = + - @ tab CR, and the
// full-width = + - @ that some spreadsheets normalise to them (OWASP CSV injection).
function startsLikeFormula(text: string): boolean {
  switch (text.charCodeAt(0)) {
    case 0x3d:
    case 0x2b:
    case 0x2d:
    case 0x40:
    case 0x09:
    case 0x0d:
    case 0xff1d:
    case 0xff0b:
    case 0xff0d:
    case 0xff20:
      return true;
    default:
      return false;
  }
}

/**
 * One RFC 4180 cell, byte for byte as csv-stringify writes it with `escape_formulas`: text a
 * spreadsheet would run as a formula gets a leading ', and a cell holding a quote, comma, CR
 * or LF is quoted with its quotes doubled. Numbers are written as they are (a negative number
 * is data, not a formula); booleans as true/false; null and undefined as an empty cell.
 * Hand-written because the general library costs more than the rest of an export together.
 */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'string') {
    if (value.length === 0) return value;
    const cell = startsLikeFormula(value) ? `'${value}` : value;
    return NEEDS_QUOTES.test(value) ? `"${cell.replace(QUOTES, '""')}"` : cell;
  }
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}
