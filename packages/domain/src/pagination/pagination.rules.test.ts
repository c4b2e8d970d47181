import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MAX_LIMIT,
  PAGE_SIZE,
  SELECTOR_LIMIT,
  TOTAL_COUNT_CAP,
  cappedTotal,
  countCap,
  pageLabel,
  pageOffset,
  showPager,
  totalLabel,
  totalPages,
} from './pagination.rules';
import { PaginationQuerySchema } from './pagination.schema';

describe('pagination', () => {
  it('has the spec constants', () => {
    expect(PAGE_SIZE).toBe(20);
    expect(SELECTOR_LIMIT).toBe(1000);
    expect(MAX_LIMIT).toBe(1000);
  });

  it('counts pages as ceil(total / 20), at least 1', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(20)).toBe(1);
    expect(totalPages(21)).toBe(2);
    expect(totalPages(41)).toBe(3);
    expect(showPager(20)).toBe(false);
    expect(showPager(21)).toBe(true);
    expect(pageLabel(2, 5)).toBe('Page 2 of 5');
  });

  it('every row lands on exactly one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (total) => {
        const pages = totalPages(total);
        return pageOffset(pages) < total && pageOffset(pages) + PAGE_SIZE >= total;
      }),
      { numRuns: 1000 },
    );
  });

  it('reads page and limit from a query string', () => {
    expect(PaginationQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(PaginationQuerySchema.parse({ page: '3', limit: '1000', search: ' acme ' })).toEqual({
      page: 3,
      limit: 1000,
      search: 'acme',
    });
    expect(PaginationQuerySchema.parse({ page: '', search: '  ' })).toEqual({ page: 1, limit: 20 });
    const bad = PaginationQuerySchema.safeParse({ page: '0', limit: '1001' });
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'Page must be at least 1',
      'Limit must be at most 1000',
    ]);
    expect(PaginationQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
    expect(PaginationQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });
});

describe('capped totals', () => {
  it('counts up to 1,000 rows, or to the end of a page past them', () => {
    expect(TOTAL_COUNT_CAP).toBe(1000);
    expect(countCap(0, 20)).toBe(1000);
    expect(countCap(980, 20)).toBe(1000);
    expect(countCap(1000, 20)).toBe(1020);
    expect(countCap(0, 1000)).toBe(1000);
  });

  it('answers the exact count up to the cap, and the cap with the flag past it', () => {
    expect(cappedTotal(0, 1000)).toStrictEqual({ total: 0 });
    expect(cappedTotal(1000, 1000)).toStrictEqual({ total: 1000 });
    expect(cappedTotal(1001, 1000)).toEqual({ total: 1000, totalIsAtLeast: true });
  });

  it('labels a capped total and its pages with a plus', () => {
    expect(totalLabel(745)).toBe('745');
    expect(totalLabel(1000, true)).toBe('1,000+');
    expect(pageLabel(1, totalPages(1000), true)).toBe('Page 1 of 50+');
    expect(showPager(1000, PAGE_SIZE, true)).toBe(true);
  });

  it('never labels fewer pages than the page shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(20_000), (page, matches) => {
        const cap = countCap(pageOffset(page), PAGE_SIZE);
        const { total, totalIsAtLeast } = cappedTotal(Math.min(matches, cap + 1), cap);
        return !totalIsAtLeast || totalPages(total) >= page;
      }),
    );
  });
});
