import {
  CredentialSchema,
  DomainCreateSchema,
  DomainSchema,
  DomainUpdateSchema,
  EXPIRY_FILTERS,
  PaginationQuerySchema,
} from '@crm/domain';
import { z } from 'zod';
import { cappedListResponseSchema, IdParamsSchema, OptionalIdQuerySchema } from './common.schema';
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
/**
 * A credential as answered. `unreadable: true` only when the server cannot decrypt the stored
 * password (the key it was saved with is not configured, or the value is damaged); the
 * password is then ''. It is never sent back: saving needs a new password or removing it.
 */
export const CredentialResponseSchema = CredentialSchema.extend({
  unreadable: z.literal(true).optional(),
});
export type CredentialResponse = z.infer<typeof CredentialResponseSchema>;
/** A domain as answered: the domain's schema, its credentials possibly unreadable. */
export const DomainResponseSchema = DomainSchema.extend({
  credentials: z.array(CredentialResponseSchema).nullable(),
});
export type DomainResponse = z.infer<typeof DomainResponseSchema>;
export const DomainListSchema = cappedListResponseSchema('domains', DomainResponseSchema);

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
    response: DomainResponseSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/domains',
    summary:
      'Create a domain; the name is normalised (protocol, www., path stripped; lower-cased) and checked',
    tag: 'domains',
    body: DomainCreateSchema,
    response: DomainResponseSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/domains/:id',
    summary: 'Change a domain (only the fields sent; credentials sent replace the stored list)',
    tag: 'domains',
    params: IdParamsSchema,
    body: DomainUpdateSchema,
    response: DomainResponseSchema,
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
