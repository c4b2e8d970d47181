import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@crm/domain';
import type { Invoice, InvoiceCreate, InvoiceStatus } from '@crm/domain';
import { api } from '../../lib/api';
import { invalidateDashboard } from '../dashboard';
import { invalidateProfitLoss } from '../expenses';

/** The Invoices list's status filter: a displayed status or every one. */
export type InvoiceStatusFilter = InvoiceStatus | 'all';

export type InvoiceListParams = { page: number; search: string; status: InvoiceStatusFilter };

// Every key starts with 'invoices' so that one invalidation refreshes the list and the
// client page's Invoices tab (whose keys live under the same root).
const invoiceKeys = {
  all: ['invoices'] as const,
  list: (params: InvoiceListParams) => ['invoices', 'list', params] as const,
};

/** One page of the Invoices list (20 per page), with the summary sums over every match. */
export const invoiceListQuery = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) =>
      api.invoices.list({
        query: { page: params.page, limit: PAGE_SIZE, search: params.search, status: params.status === 'all' ? undefined : params.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * Everything an invoice change moves: invoice lists and tabs, the client's tab counts, the
 * dashboard metrics (spec: refreshed after invoice save or mark paid) and the P&L revenue.
 */
export async function invalidateAfterInvoiceChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['clients', 'related-counts'] }),
    invalidateDashboard(queryClient),
    invalidateProfitLoss(queryClient),
  ]);
}

/** Creates an invoice, or replaces one when `id` is given. */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: InvoiceCreate }): Promise<Invoice> =>
      id ? api.invoices.update({ params: { id }, body }) : api.invoices.create({ body }),
    onSuccess: () => invalidateAfterInvoiceChange(queryClient),
  });
}

/** PUT { status: 'paid' }: the server records when it was paid. */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<Invoice> => api.invoices.update({ params: { id }, body: { status: 'paid' } }),
    onSuccess: () => invalidateAfterInvoiceChange(queryClient),
  });
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.invoices.delete({ params: { id } }),
    onSuccess: () => invalidateAfterInvoiceChange(queryClient),
  });
}
