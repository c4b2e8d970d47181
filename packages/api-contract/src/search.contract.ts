import { SearchResultSchema, TEXT_LIMITS } from '@crm/domain';
import { z } from 'zod';
import { defineRoute } from './route';

/** q: the text to find; fewer than 3 characters (after trimming) answers []. */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: 'Search text must be a single value' })
    .trim()
    .max(TEXT_LIMITS.name, `Search must be at most ${TEXT_LIMITS.name} characters`)
    .default(''),
});
export const SearchResultsSchema = z.array(SearchResultSchema);

export const searchRoutes = {
  search: defineRoute({
    method: 'get',
    path: '/api/search',
    summary:
      'Global search: clients (name, business name, email), projects, invoices (number), domains and tasks (title); case-insensitive substring, at most 5 of each type',
    tag: 'search',
    query: SearchQuerySchema,
    response: SearchResultsSchema,
  }),
} as const;
