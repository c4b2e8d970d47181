import {
  ClientCreateSchema,
  ClientSchema,
  ClientUpdateSchema,
  PaginationQuerySchema,
} from '@crm/domain';
import { cappedListResponseSchema, IdParamsSchema } from './common.schema';
import { defineRoute } from './route';

/** page, limit, search (over name, business name and email). */
export const ClientListQuerySchema = PaginationQuerySchema;
export const ClientListSchema = cappedListResponseSchema('clients', ClientSchema);

export const clientRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/clients',
    summary: 'List clients, newest first, optionally searched by name, business name or email',
    tag: 'clients',
    query: ClientListQuerySchema,
    response: ClientListSchema,
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/clients/:id',
    summary: 'One client',
    tag: 'clients',
    params: IdParamsSchema,
    response: ClientSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/clients',
    summary: 'Create a client',
    tag: 'clients',
    body: ClientCreateSchema,
    response: ClientSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/clients/:id',
    summary: 'Change a client (only the fields sent)',
    tag: 'clients',
    params: IdParamsSchema,
    body: ClientUpdateSchema,
    response: ClientSchema,
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/api/clients/:id',
    summary: 'Delete a client with its projects, invoices, domains, tasks and documents',
    tag: 'clients',
    params: IdParamsSchema,
    status: 204,
  }),
} as const;
