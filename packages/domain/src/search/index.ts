export { SearchResultTypeSchema, SearchResultSchema } from './search.schema';
export type { SearchResultType, SearchResult } from './search.schema';
export {
  SEARCH_MIN_LENGTH,
  SEARCH_RESULTS_PER_TYPE,
  SEARCH_TOO_SHORT_TEXT,
  isSearchable,
  noResultsText,
  searchResultPath,
} from './search.rules';
