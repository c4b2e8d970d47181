export { Table } from './Table';
export type { TableProps } from './Table';
export { createTableColumnHelper, tableFeaturesConfig } from './table-features';
export type {
  TableColumns,
  TableColumnMeta,
  TableFeaturesConfig,
  SortingState,
} from './table-features';
