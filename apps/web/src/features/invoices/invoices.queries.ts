import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@crm/domain';
import type { Invoice, InvoiceCreate, InvoiceStatus, PaymentCreate } from '@crm/domain';
import { buildPath } from '@crm/api-client';
import { invoiceRoutes } from '@crm/api-contract';
import { api } from '../../lib/api';
import { invalidateAfter, invoiceKeys } from '../../shared/cache';

export { clientInvoicesQuery } from '../../shared/queries';

/** The Invoices list's status filter: a displayed status or every one. */
export type InvoiceStatusFilter = InvoiceStatus | 'all';

export type InvoiceListParams = { page: number; search: string; status: InvoiceStatusFilter };

/** One page of the Invoices list (20 per page), with the summary sums over every match. */
export const invoiceListQuery = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) =>
      api.invoices.list({
        query: {
          page: params.page,
          limit: PAGE_SIZE,
          search: params.search,
          status: params.status === 'all' ? undefined : params.status,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Creates an invoice, or replaces one when `id` is given. */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: InvoiceCreate }): Promise<Invoice> =>
      id ? api.invoices.update({ params: { id }, body }) : api.invoices.create({ body }),
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}

/** PUT { status: 'paid' }: the server records when it was paid. */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<Invoice> =>
      api.invoices.update({ params: { id }, body: { status: 'paid' } }),
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.invoices.delete({ params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}

/** Where an invoice's PDF is: the browser's own viewer shows it, signed in by its cookie. */
export function invoicePdfUrl(id: string): string {
  return buildPath(invoiceRoutes.pdf.path, { id });
}

/** Opens the invoice's PDF in a new tab (from a press, so no pop-up blocker stops it). */
export function openInvoicePdf(id: string): void {
  window.open(invoicePdfUrl(id), '_blank', 'noopener');
}

/** POST a payment; the invoice answers with its new balance and status. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PaymentCreate }): Promise<Invoice> =>
      api.invoices.recordPayment({ params: { id }, body }),
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}

/** One invoice with its lines and payments: the invoice page. */
export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => api.invoices.get({ params: { id }, signal }),
  });

/** The statutory claim on the invoice today (enabled when its client has claims on). */
export const invoiceLatePaymentQuery = (id: string) =>
  queryOptions({
    queryKey: invoiceKeys.latePayment(id),
    queryFn: ({ signal }) => api.invoices.latePayment({ params: { id }, signal }),
  });

/** Removes a payment; a paid invoice that owes something again becomes unpaid. */
export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentId }: { id: string; paymentId: string }): Promise<Invoice> =>
      api.invoices.deletePayment({ params: { id, paymentId } }),
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}
