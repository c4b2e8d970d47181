import { invoiceDetailPath } from '../invoice/invoice.rules';
import type { SearchResult } from './search.schema';

/** Global search runs only from this many characters. */
export const SEARCH_MIN_LENGTH = 3;
/** At most this many results of each type. */
export const SEARCH_RESULTS_PER_TYPE = 5;
export const SEARCH_TOO_SHORT_TEXT = 'Type at least 3 characters to search';

/** True when the (trimmed) text is long enough to search for. */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}

/** 'No results found for {query}'. */
export function noResultsText(query: string): string {
  return `No results found for ${query}`;
}

/**
 * Where a result leads: a client to its page, a domain to its client's Domains tab,
 * a project, invoice or task to its list.
 */
export function searchResultPath(result: Pick<SearchResult, 'type' | 'id' | 'clientId'>): string {
  switch (result.type) {
    case 'client':
      return `/clients/${result.id}`;
    case 'domain':
      return result.clientId ? `/clients/${result.clientId}?tab=domains` : '/domains';
    case 'project':
      return '/projects';
    case 'invoice':
      return invoiceDetailPath(result.id);
    case 'task':
      return '/clients';
  }
}
