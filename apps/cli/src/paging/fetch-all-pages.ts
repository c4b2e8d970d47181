import { MAX_LIMIT } from '@crm/domain';

/**
 * Every row of a paged list, MAX_LIMIT (1000) at a time, until `total` is reached or a page
 * comes back short (rows added or removed meanwhile cannot make it loop forever).
 */
export async function fetchAllPages<T>(fetchPage: (page: number, limit: number) => Promise<{ rows: T[]; total: number }>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { rows, total } = await fetchPage(page, MAX_LIMIT);
    all.push(...rows);
    if (rows.length < MAX_LIMIT || all.length >= total) return all;
  }
}
