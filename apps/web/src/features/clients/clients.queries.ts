import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@crm/domain';
import type { Client, ClientCreate } from '@crm/domain';
import { api } from '../../lib/api';
import { invalidateDashboard } from '../dashboard';

/** How many matches the client picker shows per search: enough to choose, cheap with 100,000 clients. */
export const CLIENT_PICKER_LIMIT = 20;

// Every key starts with the entity's plural so that invalidating ['clients'] refreshes them all.
const clientKeys = {
  all: ['clients'] as const,
  list: (page: number, search: string) => ['clients', 'list', { page, search }] as const,
  picker: (search: string) => ['clients', 'picker', search] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  relatedCounts: (id: string) => ['clients', 'related-counts', id] as const,
};

/** One page of the Clients list (20 per page), optionally searched. */
export const clientListQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: clientKeys.list(page, search),
    queryFn: ({ signal }) => api.clients.list({ query: { page, limit: PAGE_SIZE, search }, signal }),
    // Keep the previous page on screen while the next one loads (no flash of skeletons).
    placeholderData: keepPreviousData,
  });

/** The first matches of a picker search (server-side: never loads every client). */
export const clientPickerQuery = (search: string) =>
  queryOptions({
    queryKey: clientKeys.picker(search),
    queryFn: ({ signal }) => api.clients.list({ query: { page: 1, limit: CLIENT_PICKER_LIMIT, search }, signal }),
    placeholderData: keepPreviousData,
  });

export const clientQuery = (id: string) =>
  queryOptions({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => api.clients.get({ params: { id }, signal }) });

export type ClientRelatedCounts = { projects: number; invoices: number; domains: number; tasks: number; documents: number };

/** How many records go with a client when it is deleted (one row each, only the totals are read). */
export const clientRelatedCountsQuery = (clientId: string) =>
  queryOptions({
    queryKey: clientKeys.relatedCounts(clientId),
    queryFn: async ({ signal }): Promise<ClientRelatedCounts> => {
      const query = { clientId, page: 1, limit: 1 };
      const [projects, invoices, domains, tasks, documents] = await Promise.all([
        api.projects.list({ query, signal }),
        api.invoices.list({ query, signal }),
        api.domains.list({ query, signal }),
        api.tasks.list({ query, signal }),
        api.files.list({ query, signal }),
      ]);
      return {
        projects: projects.total,
        invoices: invoices.total,
        domains: domains.total,
        tasks: tasks.total,
        documents: documents.total,
      };
    },
  });

/** Refreshes every client list, picker and detail. */
export function invalidateClients(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: clientKeys.all });
}

/** Creates a client, or changes one when `id` is given. */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ClientCreate }): Promise<Client> =>
      id ? api.clients.update({ params: { id }, body }) : api.clients.create({ body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(clientKeys.detail(saved.id), saved);
      // Projects, invoices and domains embed the client's name.
      await Promise.all([
        invalidateClients(queryClient),
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
        queryClient.invalidateQueries({ queryKey: ['invoices'] }),
        queryClient.invalidateQueries({ queryKey: ['domains'] }),
        invalidateDashboard(queryClient),
      ]);
    },
  });
}

/** Deletes a client with everything that belongs to it. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.clients.delete({ params: { id } }),
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      // The cascade removes its projects, invoices, domains, tasks and files too.
      await Promise.all(
        [clientKeys.all, ['projects'], ['invoices'], ['domains'], ['tasks'], ['files']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      await invalidateDashboard(queryClient);
    },
  });
}
