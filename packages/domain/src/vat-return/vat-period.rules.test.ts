import { describe, expect, it } from 'vitest';
import {
  VAT_PERIOD_ORDER_MESSAGE,
  VatPeriodQuerySchema,
  vatPeriod,
  vatQuarterOf,
} from './vat-period.rules';

describe('the VAT period', () => {
  it('defaults to the calendar quarter of today, leap years included', () => {
    expect(vatQuarterOf('2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(vatQuarterOf('2028-02-10')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(vatQuarterOf('2026-06-30')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(vatPeriod({ from: null, to: null }, '2026-08-01')).toEqual({
      from: '2026-07-01',
      to: '2026-09-30',
    });
    expect(vatPeriod({ from: '2026-02-01', to: null }, '2026-08-01')).toEqual({
      from: '2026-02-01',
      to: '2026-03-31',
    });
  });

  it('follows the business’s stagger: quarters ending a month or two after the calendar’s', () => {
    // Stagger 2: February to April, May to July, August to October, November to January.
    expect(vatQuarterOf('2026-11-26', 2)).toEqual({ from: '2026-11-01', to: '2027-01-31' });
    expect(vatQuarterOf('2027-01-31', 2)).toEqual({ from: '2026-11-01', to: '2027-01-31' });
    expect(vatQuarterOf('2026-04-30', 2)).toEqual({ from: '2026-02-01', to: '2026-04-30' });
    // Stagger 3: March to May, June to August, September to November, December to February.
    expect(vatQuarterOf('2026-11-26', 3)).toEqual({ from: '2026-09-01', to: '2026-11-30' });
    expect(vatQuarterOf('2027-12-01', 3)).toEqual({ from: '2027-12-01', to: '2028-02-29' });
    expect(vatQuarterOf('2028-02-29', 3)).toEqual({ from: '2027-12-01', to: '2028-02-29' });
    expect(vatPeriod({ from: null, to: null }, '2026-08-01', 2)).toEqual({
      from: '2026-08-01',
      to: '2026-10-31',
    });
    // Every day of a year is in exactly one quarter of each stagger, three months long.
    for (const stagger of [1, 2, 3] as const) {
      for (let day = new Date('2026-01-01'); day.getUTCFullYear() === 2026;) {
        const iso = day.toISOString().slice(0, 10);
        const { from, to } = vatQuarterOf(iso, stagger);
        expect(from <= iso && iso <= to).toBe(true);
        expect(from.slice(8)).toBe('01');
        expect(vatQuarterOf(from, stagger)).toEqual({ from, to });
        day = new Date(day.getTime() + 86_400_000);
      }
    }
  });

  it('refuses a start after the end', () => {
    const result = VatPeriodQuerySchema.safeParse({ from: '2026-04-01', to: '2026-03-31' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: VAT_PERIOD_ORDER_MESSAGE,
    });
    expect(VatPeriodQuerySchema.safeParse({ from: '2026-04-01', to: '2026-04-01' }).success).toBe(
      true,
    );
    expect(VatPeriodQuerySchema.safeParse({ from: '1 April' }).success).toBe(false);
  });
});
