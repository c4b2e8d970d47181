export { ListCard } from './ListCard';
export type { ListCardProps, ListCardState } from './ListCard';
export { ListFilterBar } from './ListFilterBar';
export { ListSearchField } from './ListSearchField';
export type { ListSearchFieldProps } from './ListSearchField';
export { useListPage } from './use-list-page';
export type { ListPageParams } from './use-list-page';
export { usePageCount } from './use-page-count';
export type { PagedListQuery } from './use-page-count';
