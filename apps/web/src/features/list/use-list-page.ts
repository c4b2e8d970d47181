import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageCount } from './use-page-count';

/** What a list screen asks its API for: the page, the settled search text and its own filters. */
export type ListPageParams<TFilters> = { page: number; search: string; filters: TFilters };

/**
 * State of a paged list screen and its query. The search box shows every keystroke while the
 * request waits for typing to stop (300 ms); any search or filter change goes back to page 1;
 * a delete that leaves the page past the end steps back (see usePageCount).
 */
export function useListPage<TFilters extends object, TData extends { total: number }, TKey extends QueryKey>(
  initialFilters: TFilters,
  listQuery: (params: ListPageParams<TFilters>) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  const [initial] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState(initialFilters);
  const search = useDebouncedValue(searchText.trim());
  const list = useQuery(listQuery({ page, search, filters }));
  const { total, pageCount } = usePageCount(list, page, setPage);

  const changeSearch = useCallback((text: string) => {
    setSearchText(text);
    setPage(1);
  }, []);
  const changeFilters = useCallback((change: Partial<TFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }, []);
  const keys = Object.keys(initial) as (keyof TFilters)[];
  const isFiltered = search !== '' || keys.some((key) => filters[key] !== initial[key]);

  return { list, total, page, pageCount, setPage, searchText, search, changeSearch, filters, changeFilters, isFiltered };
}
