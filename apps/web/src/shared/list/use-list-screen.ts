import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { usePageCount } from './use-page-count';

/** What a list screen asks its API for: the page, the settled search text and its own filters. */
export type ListQueryParams<TFilters> = { page: number; search: string; filters: TFilters };

export type ListScreenOptions<
  TFilters extends object,
  TData extends { total: number },
  TKey extends QueryKey,
> = {
  /** Every filter at its "show all" value; also what Clear Filters goes back to. */
  filters: TFilters;
  /** The screen's queryOptions factory for one page, e.g. `({ page, search, filters }) => domainListQuery(...)`. */
  query: (params: ListQueryParams<TFilters>) => UseQueryOptions<TData, Error, TData, TKey>;
  /** The spec's text when the list fails to load, e.g. 'Failed to fetch domains'. */
  errorMessage: string;
  /** Also raise that text as a toast (the screens whose spec asks for one). */
  toastError?: boolean;
};

/**
 * State of a paged list screen and its query. The search box shows every keystroke while the
 * request waits for typing to stop (300 ms); any search or filter change goes back to page 1;
 * a delete that leaves the page past the end steps back (see usePageCount). The state lives in
 * the screen, not the address: list URLs carry no query (spec.md), so they stay as they are.
 */
export function useListScreen<
  TFilters extends object,
  TData extends { total: number },
  TKey extends QueryKey,
>({
  filters: defaults,
  query,
  errorMessage,
  toastError = false,
}: ListScreenOptions<TFilters, TData, TKey>) {
  // The first defaults win, so a screen may pass a fresh object literal each render.
  const [initial] = useState(defaults);
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState(initial);
  const search = useDebouncedValue(searchText.trim());
  const list = useQuery(query({ page, search, filters }));
  useQueryErrorToast(toastError ? list.error : null, errorMessage);
  const { total, totalText, pageCount, hasMorePages } = usePageCount(list, page, setPage);

  const changeSearch = useCallback((text: string) => {
    setSearchText(text);
    setPage(1);
  }, []);
  const changeFilters = useCallback((change: Partial<TFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }, []);
  const clear = useCallback(() => {
    setSearchText('');
    setFilters(initial);
    setPage(1);
  }, [initial]);

  const keys = Object.keys(initial) as (keyof TFilters)[];
  const hasFilter = keys.some((key) => filters[key] !== initial[key]);
  return {
    list,
    total,
    totalText,
    page,
    pageCount,
    hasMorePages,
    setPage,
    searchText,
    search,
    changeSearch,
    filters,
    changeFilters,
    clear,
    /** The rows shown answer a search or filter (the settled search): picks the empty text. */
    isFiltered: hasFilter || search !== '',
    /** Anything differs from the defaults, typing included: shows a Clear Filters button at once. */
    canClear: hasFilter || searchText.trim() !== '',
    errorMessage,
  };
}

/** Everything useListScreen returns, for components that take a screen's whole list state. */
export type ListScreenState<TFilters extends object, TData extends { total: number }> = ReturnType<
  typeof useListScreen<TFilters, TData, QueryKey>
>;

/** The part of the state a filter bar works with. */
export type ListFiltersState<TFilters extends object> = Pick<
  ListScreenState<TFilters, { total: number }>,
  'searchText' | 'changeSearch' | 'filters' | 'changeFilters' | 'clear' | 'canClear'
>;
