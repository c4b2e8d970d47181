import { useEffect } from 'react';
import { totalLabel, totalPages } from '@crm/domain';

/** What a paged list query tells about its rows: how many match, and whether that is settled. */
export type PagedListQuery = {
  /** totalIsAtLeast: the API counted only so far (a capped count); more rows match. */
  data?: { total: number; totalIsAtLeast?: boolean | undefined } | undefined;
  isSuccess: boolean;
  /** True while the previous page's rows stand in for the page being fetched. */
  isPlaceholderData: boolean;
};

/**
 * The list's total (undefined until the first answer) and page count (20 a page, at least 1).
 * A delete can leave `page` past the end: once the answer for that page is in, step back to the
 * last page that still exists. A capped total ('1,000+') means more pages may follow the count.
 */
export function usePageCount(list: PagedListQuery, page: number, setPage: (page: number) => void) {
  const total = list.data?.total;
  const hasMorePages = list.data?.totalIsAtLeast === true;
  const pageCount = totalPages(total ?? 0);
  const isPastEnd = list.isSuccess && !list.isPlaceholderData && !hasMorePages && page > pageCount;
  useEffect(() => {
    if (isPastEnd) setPage(pageCount);
  }, [isPastEnd, pageCount, setPage]);
  /** The number beside the list's title: '745', or '1,000+' past the cap. */
  const totalText = total === undefined ? undefined : totalLabel(total, hasMorePages);
  return { total, totalText, pageCount, hasMorePages };
}
