export { SearchResultTypeSchema, SearchResultSchema } from './search.schema';
export { SEARCH_RESULT_TYPES } from './search.enums';
export type { SearchResultType } from './search.enums';
export type { SearchResult } from './search.schema';
export {
  SEARCH_MIN_LENGTH,
  SEARCH_RESULTS_PER_TYPE,
  SEARCH_TOO_SHORT_TEXT,
  isSearchable,
  noResultsText,
  searchResultPath,
} from './search.rules';
