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
export function showPager(total: number, pageSize: number = PAGE_SIZE): boolean {
  return totalPages(total, pageSize) > 1;
}

/** 'Page 2 of 5'. */
export function pageLabel(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}
