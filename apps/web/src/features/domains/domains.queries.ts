import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, SELECTOR_LIMIT } from '@crm/domain';
import type { Domain, DomainCreate, DomainUpdate, ExpiryFilter } from '@crm/domain';
import { api } from '../../lib/api';
import { domainKeys, invalidateAfter } from '../../shared/cache';

/** The Domains list's expiry filter: within 7, 30 or 90 days, or every domain. */
export type DomainExpiryFilter = ExpiryFilter | 'all';

export type DomainListParams = { page: number; search: string; expiry: DomainExpiryFilter };

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

/** Every domain of one client (up to 1000): the client page's Domains tab. */
export const clientDomainsQuery = (clientId: string) =>
  queryOptions({
    queryKey: domainKeys.ofClient(clientId),
    queryFn: ({ signal }) =>
      api.domains.list({ query: { clientId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });

/**
 * Creates a domain, or changes the fields sent when `id` is given (credentials sent replace the
 * list).
 */
export function useSaveDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      save: { id?: undefined; body: DomainCreate } | { id: string; body: DomainUpdate },
    ): Promise<Domain> =>
      save.id === undefined
        ? api.domains.create({ body: save.body })
        : api.domains.update({ params: { id: save.id }, body: save.body }),
    onSuccess: () => invalidateAfter(queryClient, 'domain'),
  });
}

export function useDeleteDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.domains.delete({ params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, 'domain'),
  });
}
