import { z } from 'zod';
import { IdSchema } from '../ids/id.schema';
import { SEARCH_RESULT_TYPES } from './search.enums';

export const SearchResultTypeSchema = z.enum(SEARCH_RESULT_TYPES);

export const SearchResultSchema = z.object({
  type: SearchResultTypeSchema,
  id: IdSchema,
  title: z.string(),
  /** The client's name, plus the amount for invoices or the expiry for domains. */
  subtitle: z.string().optional(),
  /** Set for domain results, which open the client's Domains tab. */
  clientId: IdSchema.optional(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
