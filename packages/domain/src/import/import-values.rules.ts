import { isDateOnly } from '../dates/dates.rules';
import { fromPence, parseMoneyInput } from '../money/money.rules';

/**
 * How the cells of an imported spreadsheet become the product's values. Spreadsheets saved in
 * the UK write dates day first ('24/11/2026') and amounts with '£' and thousands commas; the
 * product's own exports write ISO dates and plain amounts. Anything else is refused (null), so
 * the row is reported rather than guessed at.
 */

const UK_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A cell as a calendar date 'YYYY-MM-DD': ISO ('2026-11-24', with or without a time), or UK day
 * first ('24/11/2026', '24-11-2026', '24.11.26'; a two-digit year is 20xx). Null otherwise,
 * an impossible date (31/02/2026) included.
 */
export function parseImportDate(cell: string): string | null {
  const text = cell.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const date = `${iso[1]}-${iso[2]}-${iso[3]}`;
    return isDateOnly(date) ? date : null;
  }
  const uk = UK_DATE.exec(text);
  if (!uk) return null;
  const [, day = '', month = '', year = ''] = uk;
  const fullYear = year.length === 2 ? `20${year}` : year;
  const date = `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isDateOnly(date) ? date : null;
}

/**
 * A cell as money ('1234.50'): '£1,234.50', '1234.5', 'GBP 12', '12.00 GBP', '-£3.00',
 * '£-3.00', and an accountant's '(3.00)' for a negative. Null for anything else, a third
 * decimal place or a misplaced comma included.
 */
export function parseImportAmount(cell: string): string | null {
  let text = cell.trim().replace(/^GBP\s*|\s*GBP$/i, '');
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) {
    negative = true;
    text = bracketed[1] ?? '';
  }
  // '£-3.00' as '-£3.00'.
  text = text.replace(/^£\s*-/, '-£');
  const pence = parseMoneyInput(text);
  if (pence === null) return null;
  return fromPence(negative ? -pence : pence);
}

const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['false', 'no', 'n', '0', '']);

/** A cell as a yes or no: true/yes/y/1, false/no/n/0 or empty; null for anything else. */
export function parseImportBoolean(cell: string): boolean | null {
  const text = cell.trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}
