import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  addMonthsToDate,
  differenceInDays,
  formatDateTime,
  formatDisplayDate,
  formatMonthLabel,
  isDateOnly,
  monthOf,
  todayInLondon,
} from './dates.rules';
import {
  DateOnlySchema,
  InstantSchema,
  optionalDateSchema,
  requiredDateSchema,
} from './dates.schema';

const RUNS = { numRuns: 1000 };
const MIN = Date.UTC(1970, 0, 1);
const MAX = Date.UTC(2199, 11, 31);
const dateOnly = fc
  .integer({ min: MIN / 86_400_000, max: MAX / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

describe('todayInLondon', () => {
  it('uses the London calendar date, summer time included', () => {
    expect(todayInLondon(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(todayInLondon(new Date('2026-06-30T22:59:59Z'))).toBe('2026-06-30');
    expect(todayInLondon(new Date('2026-01-05T23:30:00Z'))).toBe('2026-01-05');
    expect(todayInLondon(new Date('2026-01-06T00:00:00Z'))).toBe('2026-01-06');
  });

  it('is the UTC date or the day after (London is UTC or UTC+1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN, max: MAX }), (ms) => {
        const utc = new Date(ms).toISOString().slice(0, 10);
        const london = todayInLondon(new Date(ms));
        return london === utc || london === addDays(utc, 1);
      }),
      RUNS,
    );
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month ends, leap days and clock changes', () => {
    expect(addDays('2026-01-05', 30)).toBe('2026-02-04');
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('counts whole days between dates', () => {
    expect(differenceInDays('2026-01-10', '2026-01-05')).toBe(5);
    expect(differenceInDays('2026-01-05', '2026-01-10')).toBe(-5);
    expect(differenceInDays('2026-10-26', '2026-10-24')).toBe(2);
    expect(() => differenceInDays('2026-02-30', '2026-01-01')).toThrow(RangeError);
  });

  it('addDays and differenceInDays agree', () => {
    fc.assert(
      fc.property(dateOnly, fc.integer({ min: -20_000, max: 20_000 }), (date, n) => {
        const later = addDays(date, n);
        return (
          differenceInDays(later, date) === n && addDays(later, -n) === date && isDateOnly(later)
        );
      }),
      RUNS,
    );
  });

  it('moves by months', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-01', 11)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
  });

  it('moves dates by months, the day clamped to the month, or to its last day', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDate('2026-03-15', -3)).toBe('2025-12-15');
    expect(addMonthsToDate('2026-04-10', 12)).toBe('2027-04-10');
    expect(addMonthsToDate('2026-02-10', 0, { lastDay: true })).toBe('2026-02-28');
    fc.assert(
      fc.property(
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: -60, max: 60 }),
        (d, m) => {
          const date = addDays('2026-01-01', d);
          const moved = addMonthsToDate(date, m);
          return (
            isDateOnly(moved) &&
            moved.slice(0, 7) === addMonths(date.slice(0, 7), m) &&
            Number(moved.slice(8)) <= Number(date.slice(8))
          );
        },
      ),
    );
  });

  it('takes the month of dates and London instants', () => {
    expect(monthOf('2026-03-31')).toBe('2026-03');
    expect(monthOf('2026-03-31T23:30:00Z')).toBe('2026-04');
  });
});

describe('isDateOnly', () => {
  it('accepts only real calendar dates', () => {
    expect(isDateOnly('2026-01-05')).toBe(true);
    expect(isDateOnly('2024-02-29')).toBe(true);
    expect(isDateOnly('2026-02-29')).toBe(false);
    expect(isDateOnly('2026-02-30')).toBe(false);
    expect(isDateOnly('2026-1-5')).toBe(false);
    expect(isDateOnly('2026-01-05T00:00:00Z')).toBe(false);
  });
});

describe('display', () => {
  it("formats dates as 'MMM d, yyyy'", () => {
    expect(formatDisplayDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDisplayDate('2026-09-30')).toBe('Sep 30, 2026');
    expect(formatDisplayDate('2026-06-30T23:30:00Z')).toBe('Jul 1, 2026');
  });

  it("formats instants as 'MMM d, yyyy HH:mm' in London time", () => {
    expect(formatDateTime('2026-07-01T09:05:00Z')).toBe('Jul 1, 2026 10:05');
    expect(formatDateTime('2026-01-05T00:00:00.000Z')).toBe('Jan 5, 2026 00:00');
    expect(formatDateTime('2026-12-31T23:59:00Z')).toBe('Dec 31, 2026 23:59');
  });

  it('labels months', () => {
    expect(formatMonthLabel('2026-01')).toBe('Jan 2026');
  });
});

describe('date schemas', () => {
  it('reads dates and instants', () => {
    expect(DateOnlySchema.safeParse('2026-01-05').success).toBe(true);
    expect(DateOnlySchema.safeParse('2026-13-01').success).toBe(false);
    expect(InstantSchema.safeParse('2026-01-05T10:00:00.000Z').success).toBe(true);
    expect(InstantSchema.safeParse('2026-01-05T10:00:00+01:00').success).toBe(true);
    expect(InstantSchema.safeParse('2026-01-05').success).toBe(false);
  });

  it('gives the field message for a missing required date', () => {
    const schema = requiredDateSchema('Due date is required');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Due date is required');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Due date is required');
    expect(schema.safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'Please enter a valid date',
    );
  });

  it('turns blank optional dates into null', () => {
    const schema = optionalDateSchema();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse('2026-01-05')).toBe('2026-01-05');
    expect(schema.safeParse('soon').success).toBe(false);
  });
});
