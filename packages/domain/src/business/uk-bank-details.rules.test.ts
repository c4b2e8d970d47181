import { describe, expect, it } from 'vitest';
import {
  formatIban,
  normaliseAccountNumber,
  normaliseBic,
  normaliseIban,
  normaliseSortCode,
  normaliseUkVatNumber,
} from './uk-bank-details.rules';

describe('UK payment details', () => {
  it('writes a sort code as 12-34-56 whichever way it was typed', () => {
    expect(normaliseSortCode('123456')).toBe('12-34-56');
    expect(normaliseSortCode('12 34 56')).toBe('12-34-56');
    expect(normaliseSortCode('12-34-56')).toBe('12-34-56');
    expect(normaliseSortCode('12-34-5')).toBeNull();
    expect(normaliseSortCode('ab-cd-ef')).toBeNull();
  });

  it('takes an account number of exactly eight digits', () => {
    expect(normaliseAccountNumber('31926819')).toBe('31926819');
    expect(normaliseAccountNumber('3192 6819')).toBe('31926819');
    expect(normaliseAccountNumber('3192681')).toBeNull();
    expect(normaliseAccountNumber('319268190')).toBeNull();
  });

  it('accepts an IBAN whose check digits agree, and refuses one digit changed', () => {
    // The UK example IBAN from the ECBS register.
    expect(normaliseIban('GB29 NWBK 6016 1331 9268 19')).toBe('GB29NWBK60161331926819');
    expect(normaliseIban('gb29nwbk60161331926819')).toBe('GB29NWBK60161331926819');
    expect(normaliseIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normaliseIban('GB29 NWBK 6016 1331 9268 18')).toBeNull();
    expect(normaliseIban('GB28 NWBK 6016 1331 9268 19')).toBeNull();
    expect(normaliseIban('GB29')).toBeNull();
  });

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('GB29NWBK60161331926819')).toBe('GB29 NWBK 6016 1331 9268 19');
  });

  it('accepts a BIC of 8 or 11 characters', () => {
    expect(normaliseBic('nwbkgb2l')).toBe('NWBKGB2L');
    expect(normaliseBic('NWBKGB2LXXX')).toBe('NWBKGB2LXXX');
    expect(normaliseBic('NWBKGB2LX')).toBeNull();
    expect(normaliseBic('1WBKGB2L')).toBeNull();
  });

  it('takes a UK VAT number as GB and 9 or 12 digits', () => {
    expect(normaliseUkVatNumber('GB123456789')).toBe('GB123456789');
    expect(normaliseUkVatNumber('gb 123 4567 89')).toBe('GB123456789');
    expect(normaliseUkVatNumber('123456789')).toBe('GB123456789');
    expect(normaliseUkVatNumber('GB123456789012')).toBe('GB123456789012');
    expect(normaliseUkVatNumber('GB12345678')).toBeNull();
    expect(normaliseUkVatNumber('GB1234567890')).toBeNull();
    expect(normaliseUkVatNumber('FR12345678901')).toBeNull();
  });
});
