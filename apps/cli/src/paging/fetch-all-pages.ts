import { MAX_LIMIT } from '@crm/domain';

type FetchedPage<T> = { rows: T[]; total: number; totalIsAtLeast?: boolean | undefined };

/**
 * Every row of a paged list, MAX_LIMIT (1000) at a time, until `total` is reached or a page
 * comes back short (rows added or removed meanwhile cannot make it loop forever). A capped total
 * (totalIsAtLeast: the API counted only so far) is no end: more rows follow.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, limit: number) => Promise<FetchedPage<T>>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { rows, total, totalIsAtLeast = false } = await fetchPage(page, MAX_LIMIT);
    all.push(...rows);
    if (rows.length < MAX_LIMIT || (all.length >= total && !totalIsAtLeast)) return all;
  }
}
