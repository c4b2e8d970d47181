import { queryOptions } from '@tanstack/react-query';
import type { SearchResult } from '@crm/domain';
import { api } from '../../lib/api';

/** GET /api/search?q=...; a failed search counts as no results (spec section 7). */
export const globalSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q] as const,
    queryFn: async ({ signal }): Promise<SearchResult[]> => {
      try {
        return await api.search.search({ query: { q }, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        return [];
      }
    },
  });
