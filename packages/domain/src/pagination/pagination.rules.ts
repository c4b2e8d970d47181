/** Rows per page on every paged list (clients, projects, domains, invoices, expenses, files). */
export const PAGE_SIZE = 20;
/** Selectors and client-scoped lists fetch up to this many rows. */
export const SELECTOR_LIMIT = 1000;
/** The most rows one list request may ask for. */
export const MAX_LIMIT = 1000;

/** Pages needed for `total` rows: ceil(total / pageSize), at least 1. */
export function totalPages(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, limit: number = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * limit;
}

/** Previous/Next and 'Page X of Y' are shown only when there is more than one page. */
export function showPager(
  total: number,
  pageSize: number = PAGE_SIZE,
  totalIsAtLeast = false,
): boolean {
  return totalIsAtLeast || totalPages(total, pageSize) > 1;
}

/** 'Page 2 of 5'; 'Page 1 of 50+' when more pages may follow (the total is a capped count). */
export function pageLabel(page: number, pages: number, morePages = false): string {
  return `Page ${page} of ${pages}${morePages ? '+' : ''}`;
}

/**
 * A list counts its matches only this far (50 pages of 20): past it the pager reads
 * 'Page 1 of 50+'. Counting every match of a common word read thousands of rows for a number
 * nobody pages through; a cap keeps the count's cost bounded and the page honest.
 */
export const TOTAL_COUNT_CAP = 1000;

/**
 * How far a list request counts: the cap, or further when the page itself lies past it, so the
 * page being shown is always inside the count ('Page 51 of 51+', never 'Page 51 of 50+').
 */
export function countCap(offset: number, limit: number): number {
  return Math.max(TOTAL_COUNT_CAP, offset + limit);
}

/**
 * A list's total as answered: exact, or `cap` with totalIsAtLeast when more rows match. The flag
 * is left out when the total is exact, so every answer below the cap is the same as before it.
 */
export type ListTotal = { total: number; totalIsAtLeast?: true };

/** `counted` rows were found looking for at most cap + 1. */
export function cappedTotal(counted: number, cap: number): ListTotal {
  return counted > cap ? { total: cap, totalIsAtLeast: true } : { total: counted };
}

/** The number beside a list's title: '745', or '1,000+' when the count stopped at the cap. */
export function totalLabel(total: number, totalIsAtLeast = false): string {
  return totalIsAtLeast ? `${total.toLocaleString('en-GB')}+` : String(total);
}
