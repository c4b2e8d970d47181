import {
  DateOnlySchema,
  DUE_SOON_DAYS,
  IdSchema,
  MAX_LIMIT,
  MoneySchema,
  PageSchema,
  RENEWAL_KINDS,
  type RenewalKind,
} from '@crm/domain';
import { z } from 'zod';
import { listResponseSchema } from './common.schema';
import { defineRoute } from './route';

// What falls due on a domain is a domain rule; the contract names it for its callers.
export { RENEWAL_KINDS, type RenewalKind };
export type RenewalKindFilter = RenewalKind | 'all';

/** The widest window asked for: ten years ahead. */
export const MAX_RENEWAL_WINDOW_DAYS = 3650;
export const RENEWAL_WITHIN_MESSAGE = `within must be a whole number of days from 0 to ${MAX_RENEWAL_WINDOW_DAYS}`;
export const RENEWAL_KIND_MESSAGE = 'kind must be one of domain, email, hosting, all';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** within (days, default 30), kind (default all), page, limit (default and at most 1000). */
export const RenewalsQuerySchema = z.object({
  within: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: RENEWAL_WITHIN_MESSAGE })
      .int(RENEWAL_WITHIN_MESSAGE)
      .min(0, RENEWAL_WITHIN_MESSAGE)
      .max(MAX_RENEWAL_WINDOW_DAYS, RENEWAL_WITHIN_MESSAGE)
      .default(DUE_SOON_DAYS),
  ),
  kind: z.preprocess(
    blankToUndefined,
    z.enum([...RENEWAL_KINDS, 'all'], { error: RENEWAL_KIND_MESSAGE }).default('all'),
  ),
  page: PageSchema,
  // The CLI's whole list in one call: the default is the most a page may hold.
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Limit must be a whole number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(MAX_LIMIT, `Limit must be at most ${MAX_LIMIT}`)
      .default(MAX_LIMIT),
  ),
});

/** One renewal falling due; no credentials, ever. */
export const RenewalSchema = z.object({
  kind: z.enum(RENEWAL_KINDS),
  date: DateOnlySchema,
  /** Days from today (London) to the date; negative once it has passed. */
  daysLeft: z.number().int(),
  domainId: IdSchema,
  domainName: z.string(),
  clientId: IdSchema,
  /** The client's business name, or its name. */
  clientName: z.string(),
  price: MoneySchema.nullable(),
  /** The registrar for a domain, the email provider for email; hosting has none recorded. */
  provider: z.string().nullable(),
});
export type Renewal = z.infer<typeof RenewalSchema>;

export const RenewalListSchema = listResponseSchema('renewals', RenewalSchema);
export type RenewalList = z.infer<typeof RenewalListSchema>;

export const renewalRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/renewals',
    summary:
      'Domain expiries, email and hosting renewals due within N days (expired ones included), soonest first; ties by kind (domain, email, hosting), then domain name',
    tag: 'renewals',
    query: RenewalsQuerySchema,
    response: RenewalListSchema,
  }),
} as const;
