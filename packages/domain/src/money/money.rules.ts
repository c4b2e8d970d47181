/**
 * Money: a decimal string with two places on the wire ("1250.00"), integer pence inside
 * every computation. Never a float sum.
 */

/** The largest amount a numeric(12,2) column holds, in pence. */
export const MAX_MONEY_PENCE = 999_999_999_999;

const WIRE_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

function digitsToPence(sign: string | undefined, whole: string, fraction: string): number | null {
  const pence = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) return null;
  return sign === '-' && pence !== 0 ? -pence : pence;
}

const ZERO = 48;
const NINE = 57;
const MINUS = 45;
const POINT = 46;

/**
 * The amounts the database and the wire nearly always hold ('-1234.50': a sign, up to 15
 * digits, a point and one or two), read by character codes: a report parses hundreds of
 * thousands of them, and the pattern's match arrays and substrings were most of its garbage.
 * Null for anything else, which the pattern then decides (whitespace, errors, longer numbers).
 */
function plainAmountToPence(amount: string): number | null {
  const length = amount.length;
  let index = amount.charCodeAt(0) === MINUS ? 1 : 0;
  const negative = index === 1;
  let whole = 0;
  const wholeStart = index;
  for (; index < length; index += 1) {
    const code = amount.charCodeAt(index);
    if (code < ZERO || code > NINE) break;
    whole = whole * 10 + (code - ZERO);
  }
  const wholeDigits = index - wholeStart;
  if (wholeDigits === 0 || wholeDigits > 15) return null;
  let fraction = 0;
  if (index < length) {
    const fractionDigits = length - index - 1;
    if (amount.charCodeAt(index) !== POINT || fractionDigits < 1 || fractionDigits > 2) return null;
    for (index += 1; index < length; index += 1) {
      const code = amount.charCodeAt(index);
      if (code < ZERO || code > NINE) return null;
      fraction = fraction * 10 + (code - ZERO);
    }
    if (fractionDigits === 1) fraction *= 10;
  }
  const pence = whole * 100 + fraction;
  if (!Number.isSafeInteger(pence)) return null;
  return negative && pence !== 0 ? -pence : pence;
}

/** Parses a wire or database amount ('1250.00', '1250.5', '1250', '-3.20') to pence; throws on anything else. */
export function toPence(amount: string): number {
  const plain = plainAmountToPence(amount);
  if (plain !== null) return plain;
  const match = WIRE_PATTERN.exec(amount.trim());
  const pence = match ? digitsToPence(match[1], match[2] ?? '0', match[3] ?? '') : null;
  if (pence === null) throw new RangeError(`Not a money amount: "${amount}"`);
  return pence;
}

/** Formats integer pence as a two-place decimal string: 123450 -> '1234.50'. */
export function fromPence(pence: number): string {
  if (!Number.isSafeInteger(pence))
    throw new RangeError(`Pence must be a safe integer, got ${pence}`);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const cents = abs % 100;
  return `${sign}${(abs - cents) / 100}.${cents < 10 ? '0' : ''}${cents}`;
}

/** Adds money strings exactly: sumMoney(['0.10', '0.20']) === '0.30'. */
export function sumMoney(amounts: readonly string[]): string {
  return fromPence(amounts.reduce((total, amount) => total + toPence(amount), 0));
}

/** Quantity (a whole number) times a unit price, exactly: multiplyMoney(3, '0.10') === '0.30'. */
export function multiplyMoney(quantity: number, unitPrice: string): string {
  if (!Number.isSafeInteger(quantity))
    throw new RangeError(`Quantity must be a whole number, got ${quantity}`);
  return fromPence(quantity * toPence(unitPrice));
}

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** en-GB pounds from pence: 123450 -> '£1,234.50', -123450 -> '-£1,234.50'. */
export function formatPence(pence: number): string {
  const [sign, digits] = pence < 0 ? ['-', fromPence(-pence)] : ['', fromPence(pence)];
  const [whole = '0', fraction = '00'] = digits.split('.');
  return `${sign}£${groupThousands(Number(whole))}.${fraction}`;
}

/** en-GB pounds from a money string: '1234.5' -> '£1,234.50', '-1234.50' -> '-£1,234.50'. */
export function formatMoney(amount: string): string {
  return formatPence(toPence(amount));
}

// User input: optional sign, optional '£', digits either plain or grouped by commas in
// threes, and at most two decimal places. '1,234.5' is accepted; '1,23.4' is not.
const INPUT_PATTERN = /^(-)?\s*£?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{1,2}))?$/;

/**
 * Parses what a person types into a money field to pence, or null when it is not an amount.
 * Tolerant of spaces, a '£' sign and correctly grouped thousands commas ('£1,234.5');
 * strict about everything else (no third decimal place, no letters, no misplaced commas).
 */
export function parseMoneyInput(text: string): number | null {
  const match = INPUT_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction] = match;
  if (whole === '' && fraction === undefined) return null;
  return digitsToPence(sign, whole.replaceAll(',', '') || '0', fraction ?? '');
}

/** A JSON number as pence, or null when it is not finite or carries more than two decimal places. */
export function numberToPence(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (text.includes('e')) return null;
  const match = WIRE_PATTERN.exec(text);
  return match ? digitsToPence(match[1], match[2] ?? '0', match[3] ?? '') : null;
}

/** Normalises an amount string to the two-place wire form: '12.5' -> '12.50'. */
export function normaliseMoney(amount: string): string {
  return fromPence(toPence(amount));
}
