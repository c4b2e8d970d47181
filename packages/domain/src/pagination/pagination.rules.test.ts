import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MAX_LIMIT, PAGE_SIZE, SELECTOR_LIMIT, pageLabel, pageOffset, showPager, totalPages } from './pagination.rules';
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
    expect(PaginationQuerySchema.parse({ page: '3', limit: '1000', search: ' acme ' })).toEqual({ page: 3, limit: 1000, search: 'acme' });
    expect(PaginationQuerySchema.parse({ page: '', search: '  ' })).toEqual({ page: 1, limit: 20 });
    const bad = PaginationQuerySchema.safeParse({ page: '0', limit: '1001' });
    expect(bad.error!.issues.map((i) => i.message)).toEqual(['Page must be at least 1', 'Limit must be at most 1000']);
    expect(PaginationQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
    expect(PaginationQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });
});
