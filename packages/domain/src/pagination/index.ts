export { PAGE_SIZE, SELECTOR_LIMIT, MAX_LIMIT, totalPages, pageOffset, showPager, pageLabel } from './pagination.rules';
export { PageSchema, LimitSchema, SearchTextSchema, PaginationQuerySchema } from './pagination.schema';
export type { PaginationQuery } from './pagination.schema';
