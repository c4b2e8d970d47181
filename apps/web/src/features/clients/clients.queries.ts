import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@crm/domain';
import type { Client, ClientCreate } from '@crm/domain';
import { api } from '../../lib/api';
import { clientKeys, invalidateAfter } from '../../shared/cache';

/** One page of the Clients list (20 per page), optionally searched. */
export const clientListQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: clientKeys.list(page, search),
    queryFn: ({ signal }) =>
      api.clients.list({ query: { page, limit: PAGE_SIZE, search }, signal }),
    // Keep the previous page on screen while the next one loads (no flash of skeletons).
    placeholderData: keepPreviousData,
  });

export type ClientRelatedCounts = {
  projects: number;
  invoices: number;
  domains: number;
  tasks: number;
  documents: number;
  recurringInvoices: number;
};

/** How many records go with a client when it is deleted (one row each, only the totals are read). */
export const clientRelatedCountsQuery = (clientId: string) =>
  queryOptions({
    queryKey: clientKeys.relatedCounts(clientId),
    queryFn: async ({ signal }): Promise<ClientRelatedCounts> => {
      const query = { clientId, page: 1, limit: 1 };
      const [projects, invoices, domains, tasks, documents, recurringInvoices] = await Promise.all([
        api.projects.list({ query, signal }),
        api.invoices.list({ query, signal }),
        api.domains.list({ query, signal }),
        api.tasks.list({ query, signal }),
        api.files.list({ query, signal }),
        api.recurringInvoices.list({ query: { clientId, page: 1, limit: 1 }, signal }),
      ]);
      return {
        projects: projects.total,
        invoices: invoices.total,
        domains: domains.total,
        tasks: tasks.total,
        documents: documents.total,
        recurringInvoices: recurringInvoices.total,
      };
    },
  });

/** Creates a client, or changes one when `id` is given. */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ClientCreate }): Promise<Client> =>
      id ? api.clients.update({ params: { id }, body }) : api.clients.create({ body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(clientKeys.detail(saved.id), saved);
      await invalidateAfter(queryClient, 'client');
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
      await invalidateAfter(queryClient, 'client-deleted');
    },
  });
}
