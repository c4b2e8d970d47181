import {
  PaginationQuerySchema,
  RecurringInvoiceCreateSchema,
  RecurringInvoiceSchema,
  RecurringInvoiceUpdateSchema,
} from '@crm/domain';
import { IdParamsSchema, listResponseSchema, OptionalIdQuerySchema } from './common.schema';
import { defineRoute } from './route';

/** page, limit, clientId. */
export const RecurringInvoiceListQuerySchema = PaginationQuerySchema.pick({
  page: true,
  limit: true,
}).extend({ clientId: OptionalIdQuerySchema });
export const RecurringInvoiceListSchema = listResponseSchema(
  'recurringInvoices',
  RecurringInvoiceSchema,
);

export const recurringInvoiceRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/recurring-invoices',
    summary: 'List recurring invoice schedules, newest first, each with its next date',
    tag: 'recurring-invoices',
    query: RecurringInvoiceListQuerySchema,
    response: RecurringInvoiceListSchema,
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/recurring-invoices/:id',
    summary: 'One recurring invoice schedule',
    tag: 'recurring-invoices',
    params: IdParamsSchema,
    response: RecurringInvoiceSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/recurring-invoices',
    summary:
      'Make a schedule (weekly, monthly on a day or the last day, quarterly, yearly; from a start date, until an end date or for a count): the scheduler makes each period’s invoice once, the first on the start date, and emails it when autoSend',
    tag: 'recurring-invoices',
    body: RecurringInvoiceCreateSchema,
    response: RecurringInvoiceSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/recurring-invoices/:id',
    summary: 'Change a schedule (only the fields sent); { paused: true } pauses it, false resumes',
    tag: 'recurring-invoices',
    params: IdParamsSchema,
    body: RecurringInvoiceUpdateSchema,
    response: RecurringInvoiceSchema,
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/api/recurring-invoices/:id',
    summary: 'Delete a schedule; the invoices it made stay',
    tag: 'recurring-invoices',
    params: IdParamsSchema,
    status: 204,
  }),
} as const;
