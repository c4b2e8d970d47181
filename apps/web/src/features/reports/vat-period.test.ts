import { describe, expect, it } from 'vitest';
import { choiceOf, CUSTOM_PERIOD, recentQuarters } from './vat-period';

describe('recentQuarters', () => {
  it('offers the business’s quarter that holds today, then those before, across a year end', () => {
    const quarters = recentQuarters('2026-02-10', 1, 3);
    expect(quarters.map(({ from, to }) => [from, to])).toEqual([
      ['2026-01-01', '2026-03-31'],
      ['2025-10-01', '2025-12-31'],
      ['2025-07-01', '2025-09-30'],
    ]);
    expect(quarters[0]?.label).toBe('1 Jan 2026 to 31 Mar 2026');
    expect(recentQuarters('2026-02-10')).toHaveLength(12);
  });

  it('follows the stagger: quarters ending a month or two after the calendar’s', () => {
    const ends = (stagger: 2 | 3) =>
      recentQuarters('2026-02-10', stagger, 3).map(({ from, to }) => [from, to]);
    expect(ends(2)).toEqual([
      ['2026-02-01', '2026-04-30'],
      ['2025-11-01', '2026-01-31'],
      ['2025-08-01', '2025-10-31'],
    ]);
    expect(ends(3)).toEqual([
      ['2025-12-01', '2026-02-28'],
      ['2025-09-01', '2025-11-30'],
      ['2025-06-01', '2025-08-31'],
    ]);
  });

  it('names the quarter two dates make, or custom dates', () => {
    const quarters = recentQuarters('2026-05-31');
    expect(choiceOf(quarters, '2026-01-01', '2026-03-31')).toBe('2026-01-01');
    expect(choiceOf(quarters, '2026-01-01', '2026-03-30')).toBe(CUSTOM_PERIOD);
  });
});
