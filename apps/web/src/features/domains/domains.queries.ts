import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@crm/domain';
import type { Domain, DomainCreate, ExpiryFilter } from '@crm/domain';
import { api } from '../../lib/api';
import { invalidateDashboard } from '../dashboard';

/** The Domains list's expiry filter: within 7, 30 or 90 days, or every domain. */
export type DomainExpiryFilter = ExpiryFilter | 'all';

export type DomainListParams = { page: number; search: string; expiry: DomainExpiryFilter };

// Every key starts with 'domains' so that one invalidation refreshes the list and the
// client page's Domains tab (whose keys live under the same root).
const domainKeys = {
  all: ['domains'] as const,
  list: (params: DomainListParams) => ['domains', 'list', params] as const,
};

/** One page of the Domains list (20 per page), soonest expiry first. */
export const domainListQuery = (params: DomainListParams) =>
  queryOptions({
    queryKey: domainKeys.list(params),
    queryFn: ({ signal }) =>
      api.domains.list({
        query: {
          page: params.page,
          limit: PAGE_SIZE,
          search: params.search,
          daysUntilExpiry: params.expiry === 'all' ? undefined : params.expiry,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Domain lists and tabs, the client's tab counts and the dashboard (domains due, renewals). */
async function invalidateAfterDomainChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: domainKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['clients', 'related-counts'] }),
    invalidateDashboard(queryClient),
  ]);
}

/** Creates a domain, or replaces one when `id` is given (credentials sent replace the list). */
export function useSaveDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DomainCreate }): Promise<Domain> =>
      id ? api.domains.update({ params: { id }, body }) : api.domains.create({ body }),
    onSuccess: () => invalidateAfterDomainChange(queryClient),
  });
}

export function useDeleteDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.domains.delete({ params: { id } }),
    onSuccess: () => invalidateAfterDomainChange(queryClient),
  });
}
