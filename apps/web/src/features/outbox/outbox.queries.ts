import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildPath } from '@crm/api-client';
import { outboxRoutes } from '@crm/api-contract';
import { PAGE_SIZE } from '@crm/domain';
import type { OutboxListStatus, OutboxMessage, SendDocument } from '@crm/domain';
import { api } from '../../lib/api';
import { invalidateAfter, outboxKeys } from '../../shared/cache';

export type OutboxStatusFilter = OutboxListStatus | 'all';

/** One page of the outbox, newest first, optionally of one status. */
export const outboxListQuery = (params: { page: number; status: OutboxStatusFilter }) =>
  queryOptions({
    queryKey: outboxKeys.list(params),
    queryFn: ({ signal }) =>
      api.outbox.list({
        query: {
          page: params.page,
          limit: PAGE_SIZE,
          status: params.status === 'all' ? undefined : params.status,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/outbox/{id}/eml: the message as it was (or would be) sent. */
export function emlUrl(id: string): string {
  return buildPath(outboxRoutes.eml.path, { id });
}

/** Emails an invoice or a quote with its PDF; answers the outbox message. */
export function useSendDocument(kind: 'invoice' | 'quote') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SendDocument }): Promise<OutboxMessage> =>
      kind === 'invoice'
        ? api.outbox.sendInvoice({ params: { id }, body })
        : api.outbox.sendQuote({ params: { id }, body }),
    onSuccess: () => invalidateAfter(queryClient, 'outbox'),
  });
}

/** Queues a failed or unsent message again. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<OutboxMessage> => api.outbox.retry({ params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, 'outbox'),
  });
}

/** Keeps a planned reminder from going; it shows as skipped. */
export function useSkipPlanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string): Promise<OutboxMessage> => api.outbox.skip({ body: { key } }),
    onSuccess: () => invalidateAfter(queryClient, 'outbox'),
  });
}
