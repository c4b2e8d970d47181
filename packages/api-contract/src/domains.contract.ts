import { DomainCreateSchema, DomainSchema, DomainUpdateSchema, EXPIRY_FILTERS, PaginationQuerySchema } from '@crm/domain';
import { z } from 'zod';
import { IdParamsSchema, listResponseSchema, OptionalIdQuerySchema } from './common.schema';
import { defineRoute } from './route';

export const DAYS_UNTIL_EXPIRY_MESSAGE = `daysUntilExpiry must be one of ${EXPIRY_FILTERS.join(', ')}`;

/** 7, 30 or 90: domains expiring within that many days, expired ones included. Blank or 'all' is no filter. */
export const DaysUntilExpirySchema = z.preprocess(
  (value) => (value === '' || value === 'all' || value === null ? undefined : value),
  z
    .enum(EXPIRY_FILTERS.map(String) as [string, ...string[]], { error: DAYS_UNTIL_EXPIRY_MESSAGE })
    .transform(Number)
    .optional(),
);

/** page, limit, search (domain name or client name), daysUntilExpiry, clientId. */
export const DomainListQuerySchema = PaginationQuerySchema.extend({
  daysUntilExpiry: DaysUntilExpirySchema,
  clientId: OptionalIdQuerySchema,
});
export const DomainListSchema = listResponseSchema('domains', DomainSchema);

export const domainRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/domains',
    summary: 'List domains with their client and credentials, soonest expiry first',
    tag: 'domains',
    query: DomainListQuerySchema,
    response: DomainListSchema,
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/domains/:id',
    summary: 'One domain with its client and credentials',
    tag: 'domains',
    params: IdParamsSchema,
    response: DomainSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/domains',
    summary: 'Create a domain; the name is normalised (protocol, www., path stripped; lower-cased) and checked',
    tag: 'domains',
    body: DomainCreateSchema,
    response: DomainSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/domains/:id',
    summary: 'Change a domain (only the fields sent; credentials sent replace the stored list)',
    tag: 'domains',
    params: IdParamsSchema,
    body: DomainUpdateSchema,
    response: DomainSchema,
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/api/domains/:id',
    summary: 'Delete a domain and its credentials',
    tag: 'domains',
    params: IdParamsSchema,
    status: 204,
  }),
} as const;
