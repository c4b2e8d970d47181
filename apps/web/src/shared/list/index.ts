export { ListAddButton } from './ListAddButton';
export type { ListAddButtonProps } from './ListAddButton';
export { ListCard } from './ListCard';
export type { ListCardProps, ListCardState } from './ListCard';
export { ListEmptyState } from './ListEmptyState';
export type { ListEmptyStateProps } from './ListEmptyState';
export { ListFilterBar } from './ListFilterBar';
export { ListFilterSelect } from './ListFilterSelect';
export type { ListFilterSelectProps } from './ListFilterSelect';
export { ListScreen } from './ListScreen';
export type { ListScreenProps } from './ListScreen';
export { ListSearchField } from './ListSearchField';
export type { ListSearchFieldProps } from './ListSearchField';
export { RowDeleteConfirm } from './RowDeleteConfirm';
export type { RowDeleteConfirmProps } from './RowDeleteConfirm';
export { useListScreen } from './use-list-screen';
export type {
  ListFiltersState,
  ListQueryParams,
  ListScreenOptions,
  ListScreenState,
} from './use-list-screen';
export { usePageCount } from './use-page-count';
export type { PagedListQuery } from './use-page-count';
export { useRowDelete, useRowEditor } from './use-row-dialogs';
export type { RowDelete, RowDeleteMutation, RowDeleteTexts } from './use-row-dialogs';
