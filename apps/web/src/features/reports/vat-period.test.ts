import { describe, expect, it } from 'vitest';
import { choiceOf, CUSTOM_PERIOD, recentQuarters } from './vat-period';

describe('recentQuarters', () => {
  it('offers the quarter of today and the three before it, across a year end', () => {
    const quarters = recentQuarters('2026-02-10');
    expect(quarters.map(({ from, to }) => [from, to])).toEqual([
      ['2026-01-01', '2026-03-31'],
      ['2025-10-01', '2025-12-31'],
      ['2025-07-01', '2025-09-30'],
      ['2025-04-01', '2025-06-30'],
    ]);
    expect(quarters[0]?.label).toBe('1 Jan 2026 to 31 Mar 2026');
  });

  it('names the quarter two dates make, or custom dates', () => {
    const quarters = recentQuarters('2026-05-31');
    expect(choiceOf(quarters, '2026-01-01', '2026-03-31')).toBe('2026-01-01');
    expect(choiceOf(quarters, '2026-01-01', '2026-03-30')).toBe(CUSTOM_PERIOD);
  });
});
