import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, differenceInDays, todayInLondon } from '../dates/dates.rules';
import { RECURRING_FREQUENCIES, type RecurringFrequency } from './recurring-invoice.enums';
import {
  duePeriods,
  firstPeriods,
  isWithinSchedule,
  nextPeriodDate,
  parseRecurringKey,
  periodDate,
  recurringKey,
  type RecurringSchedule,
} from './recurring-schedule.rules';

const RUNS = { numRuns: 1000 };
const ID = '0b6f4c1e-7d2a-4c4b-9a37-2a1f0c9d8e11';

const schedule = (
  frequency: RecurringFrequency,
  startDate: string,
  rest: Partial<RecurringSchedule> = {},
): RecurringSchedule => ({
  frequency,
  startDate,
  endDate: null,
  count: null,
  onLastDay: false,
  ...rest,
});

describe('periodDate: worked examples', () => {
  it('monthly from 31 Jan clamps to short months and comes back to the 31st', () => {
    expect(firstPeriods(schedule('monthly', '2027-01-31'), 5)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    // 2028 is a leap year.
    expect(firstPeriods(schedule('monthly', '2028-01-31'), 3)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
  });

  it('monthly from the 30th keeps the 30th; on the last day it follows each month end', () => {
    expect(firstPeriods(schedule('monthly', '2027-04-30'), 3)).toEqual([
      '2027-04-30',
      '2027-05-30',
      '2027-06-30',
    ]);
    expect(firstPeriods(schedule('monthly', '2027-02-28', { onLastDay: true }), 4)).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    expect(firstPeriods(schedule('monthly', '2027-02-28'), 3)).toEqual([
      '2027-02-28',
      '2027-03-28',
      '2027-04-28',
    ]);
    // A start inside the month: the first period is that month's last day, never before the start.
    expect(firstPeriods(schedule('monthly', '2028-01-15', { onLastDay: true }), 2)).toEqual([
      '2028-01-31',
      '2028-02-29',
    ]);
  });

  it('quarterly from 30 Nov: 28 Feb, 30 May, 30 Aug, 30 Nov (29 Feb in a leap year)', () => {
    expect(firstPeriods(schedule('quarterly', '2026-11-30'), 5)).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-05-30',
      '2027-08-30',
      '2027-11-30',
    ]);
    expect(periodDate(schedule('quarterly', '2027-11-30'), 1)).toBe('2028-02-29');
    expect(firstPeriods(schedule('quarterly', '2026-11-30', { onLastDay: true }), 3)).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-05-31',
    ]);
  });

  it('yearly from 29 Feb 2028 falls on 28 Feb until the next leap year', () => {
    expect(firstPeriods(schedule('yearly', '2028-02-29'), 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
    // 2100 is not a leap year (a century not divisible by 400); 2400 is.
    expect(periodDate(schedule('yearly', '2096-02-29'), 4)).toBe('2100-02-28');
    expect(periodDate(schedule('yearly', '2396-02-29'), 4)).toBe('2400-02-29');
    expect(firstPeriods(schedule('yearly', '2027-02-28', { onLastDay: true }), 2)).toEqual([
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it('weekly stays 7 calendar days apart across the British Summer Time changes', () => {
    // Clocks go forward on 29 Mar 2026 and back on 25 Oct 2026.
    expect(firstPeriods(schedule('weekly', '2026-03-23'), 3)).toEqual([
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
    ]);
    expect(firstPeriods(schedule('weekly', '2026-10-19'), 3)).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
    ]);
    const year = firstPeriods(schedule('weekly', '2026-01-05'), 53);
    for (let i = 1; i < year.length; i++)
      expect(differenceInDays(year[i] ?? '', year[i - 1] ?? '')).toBe(7);
    expect(year.at(-1)).toBe('2027-01-04');
  });

  it('refuses a period that is not a whole number of 0 or more, and a bad start', () => {
    expect(() => periodDate(schedule('weekly', '2026-01-05'), -1)).toThrow(RangeError);
    expect(() => periodDate(schedule('monthly', '2026-01-05'), 1.5)).toThrow(RangeError);
    expect(() => periodDate(schedule('monthly', '2026-02-30'), 0)).toThrow(RangeError);
  });
});

describe('isWithinSchedule', () => {
  it('stops at the count', () => {
    const three = schedule('monthly', '2027-01-31', { count: 3 });
    expect([0, 1, 2, 3].map((n) => isWithinSchedule(three, n))).toEqual([true, true, true, false]);
    expect(firstPeriods(three, 10)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it('stops at the end date, which is included', () => {
    const weekly = schedule('weekly', '2026-01-05', { endDate: '2026-01-26' });
    expect(firstPeriods(weekly, 10)).toEqual([
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
    ]);
    expect(firstPeriods({ ...weekly, endDate: '2026-01-25' }, 10)).toHaveLength(3);
    expect(firstPeriods({ ...weekly, endDate: '2026-01-04' }, 10)).toEqual([]);
    expect(isWithinSchedule(weekly, -1)).toBe(false);
  });
});

describe('duePeriods', () => {
  const weekly = schedule('weekly', '2026-01-05');
  const madeToFeb = ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02'];

  it('makes the first invoice on the start date, and nothing before it', () => {
    const progress = { madePeriods: [], paused: false };
    expect(duePeriods(weekly, { ...progress, today: '2026-01-04' })).toEqual([]);
    expect(duePeriods(weekly, { ...progress, today: '2026-01-05' })).toEqual(['2026-01-05']);
  });

  it('after downtime makes each missed period once, oldest first', () => {
    // Down for 40 days after the period of 2 Feb.
    const today = addDays('2026-02-02', 40);
    const due = duePeriods(weekly, { today, madePeriods: madeToFeb, paused: false });
    expect(due).toEqual(['2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09']);
    expect(
      duePeriods(weekly, { today, madePeriods: [...madeToFeb, ...due], paused: false }),
    ).toEqual([]);
  });

  it('makes none while paused, and skips the periods passed over once resumed', () => {
    const today = '2026-03-14';
    expect(duePeriods(weekly, { today, madePeriods: madeToFeb, paused: true })).toEqual([]);
    expect(
      duePeriods(weekly, {
        today,
        madePeriods: new Set(madeToFeb),
        paused: false,
        skipBefore: '2026-03-01',
      }),
    ).toEqual(['2026-03-02', '2026-03-09']);
  });

  it('respects the count and the end date', () => {
    const progress = { today: '2030-01-01', madePeriods: [], paused: false };
    expect(duePeriods({ ...weekly, count: 2 }, progress)).toEqual(['2026-01-05', '2026-01-12']);
    expect(duePeriods({ ...weekly, endDate: '2026-01-18' }, progress)).toEqual([
      '2026-01-05',
      '2026-01-12',
    ]);
  });

  it('uses the London day, so an invoice is due from midnight London time in summer and winter', () => {
    const spring = schedule('weekly', '2026-03-23');
    const due = (now: string) =>
      duePeriods(spring, {
        today: todayInLondon(new Date(now)),
        madePeriods: ['2026-03-23'],
        paused: false,
      });
    // 23:30 UTC on 29 Mar is 00:30 BST on 30 Mar.
    expect(due('2026-03-29T22:59:00Z')).toEqual([]);
    expect(due('2026-03-29T23:30:00Z')).toEqual(['2026-03-30']);
    const autumn = schedule('weekly', '2026-10-19');
    const dueAutumn = (now: string) =>
      duePeriods(autumn, {
        today: todayInLondon(new Date(now)),
        madePeriods: ['2026-10-19'],
        paused: false,
      });
    // 23:30 UTC on 25 Oct is 23:30 GMT, still the 25th.
    expect(dueAutumn('2026-10-25T23:30:00Z')).toEqual([]);
    expect(dueAutumn('2026-10-26T00:00:00Z')).toEqual(['2026-10-26']);
  });

  it('copes fast with a weekly schedule started twenty years ago', () => {
    const old = schedule('weekly', '2006-01-02');
    const started = performance.now();
    const due = duePeriods(old, { today: '2026-01-05', madePeriods: [], paused: false });
    const made = duePeriods(old, { today: '2026-01-05', madePeriods: due, paused: false });
    expect(performance.now() - started).toBeLessThan(1000);
    // 7,308 days: 1,044 weeks after the first period.
    expect(due).toHaveLength(1045);
    expect(due.at(-1)).toBe('2026-01-05');
    expect(made).toEqual([]);
    expect(nextPeriodDate(old, { today: '2026-01-05', madePeriods: due })).toBe('2026-01-12');
  });
});

describe('nextPeriodDate', () => {
  const monthly = schedule('monthly', '2027-01-31', { count: 3 });

  it('is the first period not made: the oldest missed one, else the next to come', () => {
    const today = '2027-03-01';
    expect(nextPeriodDate(monthly, { today, madePeriods: [] })).toBe('2027-01-31');
    expect(nextPeriodDate(monthly, { today, madePeriods: ['2027-01-31', '2027-02-28'] })).toBe(
      '2027-03-31',
    );
    expect(
      nextPeriodDate(monthly, { today, madePeriods: ['2027-01-31'], skipBefore: '2027-03-01' }),
    ).toBe('2027-03-31');
  });

  it('is null once the schedule is finished', () => {
    const all = ['2027-01-31', '2027-02-28', '2027-03-31'];
    expect(nextPeriodDate(monthly, { today: '2027-04-01', madePeriods: all })).toBeNull();
    const ended = schedule('weekly', '2026-01-05', { endDate: '2026-01-12' });
    expect(
      nextPeriodDate(ended, { today: '2026-01-01', madePeriods: [], skipBefore: '2026-01-13' }),
    ).toBeNull();
  });
});

describe('recurring keys', () => {
  it('names the schedule and the period, and reads back', () => {
    expect(recurringKey(ID, '2027-01-31')).toBe(`recurring:${ID}:2027-01-31`);
    expect(parseRecurringKey(recurringKey(ID, '2027-01-31'))).toEqual({
      scheduleId: ID,
      periodDate: '2027-01-31',
    });
    for (const bad of ['', `recurring:${ID}:2027-02-30`, `recurring:nope:2027-01-31`, `x:${ID}`])
      expect(parseRecurringKey(bad)).toBeNull();
  });
});

// Arbitrary schedules from 2000 to about 2040, with no limit, a count or an end date.
const startArb = fc.integer({ min: 0, max: 15_000 }).map((d) => addDays('2000-01-01', d));
const scheduleArb: fc.Arbitrary<RecurringSchedule> = fc
  .record({
    frequency: fc.constantFrom(...RECURRING_FREQUENCIES),
    startDate: startArb,
    onLastDay: fc.boolean(),
    limit: fc.oneof(
      fc.constant({ count: null, endOffset: null }),
      fc.record({ count: fc.integer({ min: 1, max: 120 }), endOffset: fc.constant(null) }),
      fc.record({ count: fc.constant(null), endOffset: fc.integer({ min: -30, max: 4000 }) }),
    ),
  })
  .map(({ frequency, startDate, onLastDay, limit }) => ({
    frequency,
    startDate,
    onLastDay: frequency !== 'weekly' && onLastDay,
    count: limit.count,
    endDate: limit.endOffset === null ? null : addDays(startDate, limit.endOffset),
  }));

/** The schedule's periods on or before `today`, each with its index. */
function periodsUpTo(s: RecurringSchedule, today: string): Map<string, number> {
  const periods = new Map<string, number>();
  for (let n = 0; ; n++) {
    const date = periodDate(s, n);
    if (date > today) return periods;
    periods.set(date, n);
  }
}

describe('schedule properties', () => {
  it('periods strictly increase, and never come before the start', () => {
    fc.assert(
      fc.property(scheduleArb, fc.integer({ min: 0, max: 1000 }), (s, n) => {
        expect(periodDate(s, n) < periodDate(s, n + 1)).toBe(true);
        expect(periodDate(s, 0) >= s.startDate).toBe(true);
      }),
      RUNS,
    );
  });

  it('monthly periods fall on min(start day, month length), or the last day when onLastDay', () => {
    fc.assert(
      fc.property(startArb, fc.boolean(), fc.integer({ min: 0, max: 600 }), (start, last, n) => {
        const date = periodDate(schedule('monthly', start, { onLastDay: last }), n);
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
        expect(y * 12 + m - (sy * 12 + sm)).toBe(n);
        const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
        expect(d).toBe(last ? length : Math.min(sd, length));
      }),
      RUNS,
    );
  });

  it('every due period is on or before today, within the schedule and not made', () => {
    fc.assert(
      fc.property(
        scheduleArb,
        fc.integer({ min: -60, max: 2000 }),
        fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 30 }),
        (s, offset, madeIndices) => {
          const today = addDays(s.startDate, offset);
          const made = madeIndices
            .filter((n) => isWithinSchedule(s, n))
            .map((n) => periodDate(s, n));
          const due = duePeriods(s, { today, madePeriods: made, paused: false });
          const periods = periodsUpTo(s, today);
          for (const date of due) {
            expect(date <= today).toBe(true);
            expect(isWithinSchedule(s, periods.get(date) ?? -1)).toBe(true);
          }
          // due ∪ made: no period twice, and every period up to today in one or the other.
          const both = [...due, ...new Set(made)];
          const bothSet = new Set(both);
          expect(bothSet.size).toBe(both.length);
          for (const [date, n] of periods)
            if (isWithinSchedule(s, n)) expect(bothSet.has(date)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('with a count of N there are never more than N periods', () => {
    fc.assert(
      fc.property(scheduleArb, fc.integer({ min: 1, max: 120 }), (s, count) => {
        const limited = { ...s, endDate: null, count };
        expect(firstPeriods(limited, count + 10)).toHaveLength(count);
        expect(isWithinSchedule(limited, count)).toBe(false);
        const due = duePeriods(limited, { today: '2099-12-31', madePeriods: [], paused: false });
        expect(due.length).toBeLessThanOrEqual(count);
      }),
      RUNS,
    );
  });

  it('over any run of passes with downtime, each period is made exactly once', () => {
    fc.assert(
      fc.property(
        scheduleArb,
        fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 15 }),
        (s, gaps) => {
          const made: string[] = [];
          let today = addDays(s.startDate, -1);
          for (const gap of gaps) {
            today = addDays(today, gap);
            // Two processes in the same pass compute the same list; the unique key keeps one.
            const keys = new Set(made.map((date) => recurringKey(ID, date)));
            for (const date of duePeriods(s, { today, madePeriods: made, paused: false }))
              if (!keys.has(recurringKey(ID, date))) made.push(date);
          }
          expect(new Set(made).size).toBe(made.length);
          expect([...made].sort()).toEqual(made);
          const expected = [...periodsUpTo(s, today)]
            .filter(([, n]) => isWithinSchedule(s, n))
            .map(([date]) => date);
          expect(made).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
