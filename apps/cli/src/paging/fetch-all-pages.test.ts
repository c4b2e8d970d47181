import { MAX_LIMIT, TOTAL_COUNT_CAP } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';

/** A list of `count` rows answered the API's way, the total capped when `capped`. */
function fakeList(count: number, capped: boolean) {
  const asked: number[] = [];
  const fetchPage = async (page: number, limit: number) => {
    asked.push(page);
    const rows = Array.from({ length: count }, (_, n) => n).slice((page - 1) * limit, page * limit);
    const cap = Math.max(TOTAL_COUNT_CAP, page * limit);
    if (capped && count > cap) return { rows, total: cap, totalIsAtLeast: true };
    return { rows, total: count };
  };
  return { asked, fetchPage };
}

describe('fetchAllPages', () => {
  it('reads on past a capped total until a page comes back short', async () => {
    const list = fakeList(2 * MAX_LIMIT + 5, true);
    expect(await fetchAllPages(list.fetchPage)).toHaveLength(2 * MAX_LIMIT + 5);
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('stops at an exact total without asking for an empty page', async () => {
    const list = fakeList(MAX_LIMIT, false);
    expect(await fetchAllPages(list.fetchPage)).toHaveLength(MAX_LIMIT);
    expect(list.asked).toEqual([1]);
  });
});
