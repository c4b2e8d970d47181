import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { useListScreen } from './use-list-screen';
import type { ListQueryParams } from './use-list-screen';

type Status = 'all' | 'paid' | 'unpaid';
type Filters = { status: Status; owner: string };
const ALL: Filters = { status: 'all', owner: '' };

/**
 * A fake list API: it records every request and answers `total` (a function, so a test can
 * shrink the list as a delete would). `fail` makes every request fail.
 */
function fakeList(total: () => number, fail = false) {
  const requests: ListQueryParams<Filters>[] = [];
  const query = (params: ListQueryParams<Filters>) =>
    queryOptions({
      queryKey: ['things', params],
      queryFn: () => {
        requests.push(params);
        return fail ? Promise.reject(new Error('Down')) : Promise.resolve({ total: total() });
      },
      placeholderData: keepPreviousData,
    });
  return { requests, query };
}

function renderListScreen(query: ReturnType<typeof fakeList>['query'], toastError = false) {
  const location = memoryLocation({ path: '/things', record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={createQueryClient()} location={location} themeStorage={null}>
      {children}
    </AppProviders>
  );
  // A fresh filters object each render: the hook keeps the first.
  const options = () => ({
    filters: { ...ALL },
    query,
    errorMessage: 'Failed to fetch things',
    toastError,
  });
  const hook = renderHook(() => useListScreen(options()), { wrapper });
  return { ...hook, location };
}

describe('useListScreen', () => {
  it('asks for page 1 with the defaults and counts pages from the total', async () => {
    const api = fakeList(() => 45);
    const { result } = renderListScreen(api.query);
    expect(result.current.page).toBe(1);
    expect(result.current.total).toBeUndefined();
    await waitFor(() => expect(result.current.total).toBe(45));
    expect(result.current.pageCount).toBe(3);
    expect(api.requests).toEqual([{ page: 1, search: '', filters: ALL }]);
    expect(result.current.isFiltered).toBe(false);
    expect(result.current.canClear).toBe(false);
    expect(result.current.errorMessage).toBe('Failed to fetch things');
  });

  it('goes back to page 1 when a filter changes, and Clear goes back to the defaults', async () => {
    const api = fakeList(() => 45);
    const { result } = renderListScreen(api.query);
    await waitFor(() => expect(result.current.total).toBe(45));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(api.requests.at(-1)).toEqual({ page: 3, search: '', filters: ALL }));

    act(() => result.current.changeFilters({ status: 'paid' }));
    expect(result.current.page).toBe(1);
    expect(result.current.filters).toEqual({ status: 'paid', owner: '' });
    expect(result.current.isFiltered).toBe(true);
    expect(result.current.canClear).toBe(true);
    const paidFirstPage = { page: 1, search: '', filters: { status: 'paid', owner: '' } };
    await waitFor(() => expect(api.requests.at(-1)).toEqual(paidFirstPage));

    act(() => result.current.setPage(2));
    act(() => result.current.clear());
    expect(result.current.page).toBe(1);
    expect(result.current.filters).toEqual(ALL);
    expect(result.current.isFiltered).toBe(false);
  });

  it('shows every keystroke at once but asks once typing stops, trimmed, from page 1', async () => {
    const api = fakeList(() => 45);
    const { result } = renderListScreen(api.query);
    await waitFor(() => expect(result.current.total).toBe(45));
    act(() => result.current.setPage(2));
    act(() => result.current.changeSearch(' a'));
    act(() => result.current.changeSearch(' ac'));
    act(() => result.current.changeSearch(' acme '));
    expect(result.current.searchText).toBe(' acme ');
    expect(result.current.page).toBe(1);
    // The Clear button may show at once; the empty text waits for the rows it describes.
    expect(result.current.canClear).toBe(true);
    expect(result.current.isFiltered).toBe(false);
    expect(result.current.search).toBe('');

    await waitFor(() => expect(result.current.search).toBe('acme'));
    expect(result.current.isFiltered).toBe(true);
    await waitFor(() => expect(api.requests.at(-1)?.search).toBe('acme'));
    expect(api.requests.map((request) => request.search)).not.toContain('a');
    expect(api.requests.map((request) => request.search)).not.toContain('ac');
  });

  it('steps back to the last page when a delete leaves the page past the end', async () => {
    let total = 41;
    const api = fakeList(() => total);
    const { result } = renderListScreen(api.query);
    await waitFor(() => expect(result.current.pageCount).toBe(3));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(api.requests.at(-1)?.page).toBe(3));
    total = 40;
    await act(() => result.current.list.refetch());
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(result.current.pageCount).toBe(2);
  });

  it('keeps the list state out of the address', async () => {
    const api = fakeList(() => 45);
    const { result, location } = renderListScreen(api.query);
    await waitFor(() => expect(result.current.total).toBe(45));
    act(() => result.current.changeFilters({ owner: 'sam' }));
    act(() => result.current.setPage(2));
    act(() => result.current.changeSearch('acme'));
    await waitFor(() => expect(result.current.search).toBe('acme'));
    expect(location.history).toEqual(['/things']);
  });

  it('toasts the failure only when asked to', async () => {
    const quiet = renderListScreen(fakeList(() => 0, true).query);
    await waitFor(() => expect(quiet.result.current.list.isError).toBe(true));
    expect(screen.queryByText('Failed to fetch things')).not.toBeInTheDocument();
    quiet.unmount();

    const loud = renderListScreen(fakeList(() => 0, true).query, true);
    await waitFor(() => expect(loud.result.current.list.isError).toBe(true));
    expect(await screen.findByText('Failed to fetch things')).toBeInTheDocument();
  });
});
