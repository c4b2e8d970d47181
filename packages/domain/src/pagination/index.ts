export {
  PAGE_SIZE,
  SELECTOR_LIMIT,
  MAX_LIMIT,
  TOTAL_COUNT_CAP,
  totalPages,
  pageOffset,
  showPager,
  pageLabel,
  countCap,
  cappedTotal,
  totalLabel,
} from './pagination.rules';
export type { ListTotal } from './pagination.rules';
export {
  PageSchema,
  LimitSchema,
  SearchTextSchema,
  PaginationQuerySchema,
} from './pagination.schema';
export type { PaginationQuery } from './pagination.schema';
