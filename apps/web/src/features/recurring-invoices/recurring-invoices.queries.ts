import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@crm/domain';
import type { RecurringInvoice, RecurringInvoiceCreate } from '@crm/domain';
import { api } from '../../lib/api';
import { invalidateAfter, recurringInvoiceKeys } from '../../shared/cache';

export type RecurringInvoiceListParams = { page: number };

/** One page of the recurring invoices (20 per page), newest first, each with its next date. */
export const recurringInvoiceListQuery = (params: RecurringInvoiceListParams) =>
  queryOptions({
    queryKey: recurringInvoiceKeys.list(params),
    queryFn: ({ signal }) =>
      api.recurringInvoices.list({ query: { page: params.page, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Creates a schedule, or changes one when `id` is given. The form sends every field, so an edit
 * replaces the schedule as shown (the API changes only the fields sent).
 */
export function useSaveRecurringInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id?: string;
      body: RecurringInvoiceCreate;
    }): Promise<RecurringInvoice> =>
      id
        ? api.recurringInvoices.update({ params: { id }, body })
        : api.recurringInvoices.create({ body }),
    onSuccess: () => invalidateAfter(queryClient, 'recurring-invoice'),
  });
}

/** PUT { paused }: true pauses; false resumes from today (the periods passed over are not made). */
export function useSetRecurringPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }): Promise<RecurringInvoice> =>
      api.recurringInvoices.update({ params: { id }, body: { paused } }),
    onSuccess: () => invalidateAfter(queryClient, 'recurring-invoice'),
  });
}

/** Deletes the schedule; the invoices it has made stay. */
export function useDeleteRecurringInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.recurringInvoices.delete({ params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, 'recurring-invoice'),
  });
}
