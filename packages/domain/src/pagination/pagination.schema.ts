import { z } from 'zod';
import { MAX_LIMIT, PAGE_SIZE } from './pagination.rules';
import { TEXT_LIMITS } from '../text/text.schema';

// Query strings arrive as text, so numbers are coerced; a blank value means "use the default".
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const PageSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .default(1),
);

export const LimitSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MAX_LIMIT, `Limit must be at most ${MAX_LIMIT}`)
    .default(PAGE_SIZE),
);

/** Optional search text: trimmed, blank becomes undefined. */
export const SearchTextSchema = z.preprocess(
  (value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? undefined : blankToUndefined(value),
  z
    .string()
    .trim()
    .max(TEXT_LIMITS.name, `Search must be at most ${TEXT_LIMITS.name} characters`)
    .optional(),
);

/** page (default 1), limit (default 20, at most 1000), search. */
export const PaginationQuerySchema = z.object({
  page: PageSchema,
  limit: LimitSchema,
  search: SearchTextSchema,
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;
