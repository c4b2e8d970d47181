// The formats a UK business profile's payment details take. Input is forgiving (spaces, dashes,
// lower case); what is stored and printed is one normal form.

/** `12-34-56` from 123456, 12 34 56 or 12-34-56; null when it is not six digits. */
export function normaliseSortCode(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

/** Eight digits (spaces allowed between them); null otherwise. */
export function normaliseAccountNumber(text: string): string | null {
  const digits = text.replace(/\s/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/**
 * An IBAN without spaces, upper case, when its two check digits agree (ISO 13616: the country
 * and check digits moved to the end, letters as 10 to 35, the number mod 97 is 1); else null.
 */
export function normaliseIban(text: string): string | null {
  const iban = text.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36); // '0'-'9' -> 0-9, 'A'-'Z' -> 10-35
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1 ? iban : null;
}

/** `1234 5678 9012 3456 78`: an IBAN in groups of four, as it is printed. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A BIC (SWIFT code): 8 or 11 characters, upper case; null otherwise. */
export function normaliseBic(text: string): string | null {
  const bic = text.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) ? bic : null;
}

/** A UK VAT number: GB and 9 or 12 digits (spaces allowed, GB optional in the input). */
export function normaliseUkVatNumber(text: string): string | null {
  const compact = text.replace(/\s/g, '').toUpperCase();
  const digits = compact.startsWith('GB') ? compact.slice(2) : compact;
  return /^(\d{9}|\d{12})$/.test(digits) ? `GB${digits}` : null;
}
