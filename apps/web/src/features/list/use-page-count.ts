import { useEffect } from 'react';
import { totalPages } from '@crm/domain';

/** What a paged list query tells about its rows: how many match, and whether that is settled. */
export type PagedListQuery = {
  data?: { total: number } | undefined;
  isSuccess: boolean;
  /** True while the previous page's rows stand in for the page being fetched. */
  isPlaceholderData: boolean;
};

/**
 * The list's total (undefined until the first answer) and page count (20 a page, at least 1).
 * A delete can leave `page` past the end: once the answer for that page is in, step back to the
 * last page that still exists.
 */
export function usePageCount(list: PagedListQuery, page: number, setPage: (page: number) => void) {
  const total = list.data?.total;
  const pageCount = totalPages(total ?? 0);
  const isPastEnd = list.isSuccess && !list.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (isPastEnd) setPage(pageCount);
  }, [isPastEnd, pageCount, setPage]);
  return { total, pageCount };
}
