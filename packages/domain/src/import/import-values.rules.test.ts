import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/dates.rules';
import { fromPence } from '../money/money.rules';
import { parseImportAmount, parseImportBoolean, parseImportDate } from './import-values.rules';

describe('parseImportDate', () => {
  it('reads ISO dates, with or without a time', () => {
    expect(parseImportDate('2026-11-24')).toBe('2026-11-24');
    expect(parseImportDate(' 2026-11-24T10:30:00Z ')).toBe('2026-11-24');
    expect(parseImportDate('2026-11-24 10:30:00')).toBe('2026-11-24');
  });

  it('reads UK dates day first, as spreadsheets saved in the UK write them', () => {
    expect(parseImportDate('24/11/2026')).toBe('2026-11-24');
    expect(parseImportDate('4/1/2026')).toBe('2026-01-04');
    expect(parseImportDate('24-11-2026')).toBe('2026-11-24');
    expect(parseImportDate('24.11.26')).toBe('2026-11-24');
    expect(parseImportDate('29/02/2028')).toBe('2028-02-29');
  });

  it('refuses what is not a date rather than guessing', () => {
    for (const cell of [
      '',
      '31/02/2026',
      '13/13/2026',
      '2026/11/24',
      'next Tuesday',
      '24/11',
      '2026-02-30',
    ])
      expect(parseImportDate(cell)).toBeNull();
  });

  it('reads back every date written either way', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 20_000 }), (offset) => {
        const date = addDays('2026-01-01', offset);
        const [year, month, day] = date.split('-');
        return (
          parseImportDate(date) === date && parseImportDate(`${day}/${month}/${year}`) === date
        );
      }),
    );
  });
});

describe('parseImportAmount', () => {
  it('reads pounds with £, thousands commas and GBP', () => {
    expect(parseImportAmount('£1,234.50')).toBe('1234.50');
    expect(parseImportAmount('1234.5')).toBe('1234.50');
    expect(parseImportAmount(' 12 ')).toBe('12.00');
    expect(parseImportAmount('GBP 12')).toBe('12.00');
    expect(parseImportAmount('12.00 GBP')).toBe('12.00');
    expect(parseImportAmount('£0.99')).toBe('0.99');
  });

  it('reads a negative written with a minus or in brackets', () => {
    expect(parseImportAmount('-£3.00')).toBe('-3.00');
    expect(parseImportAmount('£-3.00')).toBe('-3.00');
    expect(parseImportAmount('(3.00)')).toBe('-3.00');
    expect(parseImportAmount('(£1,000)')).toBe('-1000.00');
  });

  it('refuses a third decimal place, a misplaced comma and words', () => {
    for (const cell of ['', '1.234', '1,23.4', 'twelve', '12,5', '$12', '=1+2', '£'])
      expect(parseImportAmount(cell)).toBeNull();
  });

  it('reads back every amount as the exports write it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (pence) => {
        const amount = fromPence(pence);
        return parseImportAmount(amount) === amount;
      }),
    );
  });
});

describe('parseImportBoolean', () => {
  it('reads yes and no in the usual spellings', () => {
    for (const cell of ['true', 'Yes', 'Y', '1']) expect(parseImportBoolean(cell)).toBe(true);
    for (const cell of ['false', 'No', 'n', '0', '']) expect(parseImportBoolean(cell)).toBe(false);
    expect(parseImportBoolean('maybe')).toBeNull();
  });
});
