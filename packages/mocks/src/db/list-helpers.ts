import { cappedTotal, countCap, pageOffset, type ListTotal } from '@crm/domain';

/** Newest first, then by id: the API's `created_at desc, id desc`. */
export function newestFirst(
  a: { createdAt: string; id: string },
  b: { createdAt: string; id: string },
): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The rows of one page (page from 1). */
export function paginate<T>(rows: readonly T[], query: { page: number; limit: number }): T[] {
  const offset = pageOffset(query.page, query.limit);
  return rows.slice(offset, offset + query.limit);
}

/**
 * The total the API answers for `rows` matches: for a search (`capped`) it stops at the domain's
 * cap, as the API's count does; otherwise it is exact.
 */
export function listTotal(
  rows: readonly unknown[],
  query: { page: number; limit: number },
  capped: boolean,
): ListTotal {
  if (!capped) return { total: rows.length };
  const cap = countCap(pageOffset(query.page, query.limit), query.limit);
  return cappedTotal(Math.min(rows.length, cap + 1), cap);
}

/** Case-insensitive substring match over the given values, as ILIKE '%term%'. */
export function matchesSearch(
  search: string | undefined,
  ...values: (string | null | undefined)[]
): boolean {
  if (!search) return true;
  const term = search.toLowerCase();
  return values.some((value) => value?.toLowerCase().includes(term));
}

/** The fields sent in a partial update (undefined means "not sent"). */
export function sentFields<T extends object>(update: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
