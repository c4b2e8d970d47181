import {
  OutboxMessageSchema,
  OutboxStatusSchema,
  PaginationQuerySchema,
  SendDocumentSchema,
  SkipPlannedSchema,
} from '@crm/domain';
import { z } from 'zod';
import { IdParamsSchema, listResponseSchema } from './common.schema';
import { defineRoute } from './route';

/** page, limit, status. A blank status lists every message made; planned lists those to come. */
export const OutboxListQuerySchema = PaginationQuerySchema.pick({ page: true, limit: true }).extend(
  {
    status: z.preprocess(
      (value) => (value === '' || value === 'all' ? undefined : value),
      OutboxStatusSchema.optional(),
    ),
    /** With status=planned: how many days ahead (default 30). */
    days: z.coerce
      .number({ error: 'days must be a whole number from 1 to 365' })
      .int('days must be a whole number from 1 to 365')
      .min(1, 'days must be a whole number from 1 to 365')
      .max(365, 'days must be a whole number from 1 to 365')
      .optional(),
  },
);
export const OutboxListSchema = listResponseSchema('messages', OutboxMessageSchema);

const SEND_SUMMARY =
  'with the PDF attached; to defaults to the client’s email, subject and message to the template. ' +
  'Kept in the outbox (queued, or not sent without a mail server). An Idempotency-Key header ' +
  'makes a repeated request answer the first message';

export const outboxRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/outbox',
    summary:
      'Messages the product made, newest first, with what became of each; status=planned: the reminders due in the next 30 days (or days=N), soonest first',
    tag: 'outbox',
    query: OutboxListQuerySchema,
    response: OutboxListSchema,
  }),
  eml: defineRoute({
    method: 'get',
    path: '/api/outbox/:id/eml',
    summary: 'The whole message as it was (or would be) sent, as an .eml file',
    tag: 'outbox',
    params: IdParamsSchema,
    contentType: 'message/rfc822',
  }),
  skip: defineRoute({
    method: 'post',
    path: '/api/outbox/skip',
    summary:
      'Do not send a planned message (body { key }: its id in the planned list); it shows as skipped',
    tag: 'outbox',
    body: SkipPlannedSchema,
    response: OutboxMessageSchema,
  }),
  retry: defineRoute({
    method: 'post',
    path: '/api/outbox/:id/retry',
    summary: 'Queue a failed or unsent message for another round of tries',
    tag: 'outbox',
    params: IdParamsSchema,
    response: OutboxMessageSchema,
  }),
  sendInvoice: defineRoute({
    method: 'post',
    path: '/api/invoices/:id/send',
    summary: `Email the invoice ${SEND_SUMMARY}`,
    tag: 'outbox',
    params: IdParamsSchema,
    body: SendDocumentSchema,
    response: OutboxMessageSchema,
    status: 201,
  }),
  sendQuote: defineRoute({
    method: 'post',
    path: '/api/projects/:id/send',
    summary: `Email the project’s quote ${SEND_SUMMARY}`,
    tag: 'outbox',
    params: IdParamsSchema,
    body: SendDocumentSchema,
    response: OutboxMessageSchema,
    status: 201,
  }),
} as const;
