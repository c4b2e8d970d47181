import { addDays } from '../dates/dates.rules';

export const QUOTE_NUMBER_PREFIX = 'Q-';

/** formatQuoteNumber(1) === 'Q-0001'; past 9999 the digits keep growing: 'Q-10000'. */
export function formatQuoteNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`Quote sequence must be a positive whole number, got ${n}`);
  return `${QUOTE_NUMBER_PREFIX}${String(n).padStart(4, '0')}`;
}

/** The sequence number of 'Q-0042' (42), or null for a number not in that form. */
export function parseQuoteNumber(quoteNumber: string): number | null {
  const match = /^Q-(\d{4,15})$/i.exec(quoteNumber.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 ? n : null;
}

/** The number for a new quote: one past the highest Q-#### in use. */
export function nextQuoteNumber(existing: readonly (string | null)[]): string {
  const highest = existing.reduce(
    (max, number) => Math.max(max, number === null ? 0 : (parseQuoteNumber(number) ?? 0)),
    0,
  );
  return formatQuoteNumber(highest + 1);
}

export const VALID_UNTIL_BEFORE_QUOTE_MESSAGE = 'Valid until must be on or after the quote date';

/** A quote cannot expire before it is made: a message for validUntil, or null when it is fine. */
export function quoteValidityProblem(validUntil: string, quoteDate: string): string | null {
  return validUntil < quoteDate ? VALID_UNTIL_BEFORE_QUOTE_MESSAGE : null;
}

/** A quote left without a validity date holds for the business profile's validity days. */
export function quoteValidUntil(
  validUntil: string | null | undefined,
  terms: { today: string; quoteValidityDays: number },
): string {
  return validUntil ?? addDays(terms.today, terms.quoteValidityDays);
}
