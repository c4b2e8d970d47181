import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SELECTOR_LIMIT } from '@crm/domain';
import { api } from '../../../lib/api';
import { invalidateAfterInvoiceChange } from '../../invoices';

// Under the invoices and domains roots, so those features' invalidations refresh these tabs too.
const recordKeys = {
  invoices: (clientId: string) => ['invoices', 'client', clientId] as const,
  domains: (clientId: string) => ['domains', 'client', clientId] as const,
};

/** Every invoice of one client (up to 1000): the Invoices tab. */
export const clientInvoicesQuery = (clientId: string) =>
  queryOptions({
    queryKey: recordKeys.invoices(clientId),
    queryFn: ({ signal }) => api.invoices.list({ query: { clientId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });

/** Every domain of one client (up to 1000): the Domains tab. */
export const clientDomainsQuery = (clientId: string) =>
  queryOptions({
    queryKey: recordKeys.domains(clientId),
    queryFn: ({ signal }) => api.domains.list({ query: { clientId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });

/** Deletes an invoice from the client's Invoices tab. */
export function useDeleteClientInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.invoices.delete({ params: { id } }),
    onSuccess: () => invalidateAfterInvoiceChange(queryClient),
  });
}
