import {
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { ColumnDef, RowData, SortingState } from '@tanstack/react-table';

/** Per-column display hints read by the kit's Table. */
export type TableColumnMeta = {
  /** 'end' right-aligns numbers and money. Defaults to 'start'. */
  align?: 'start' | 'end';
  /** Marks the column that names each row for screen readers (defaults to the first). */
  isRowHeader?: boolean;
  /** CSS width of the column, e.g. '8rem'. */
  width?: string;
};

/** The TanStack Table v9 features every kit table has: client or server sorting. */
export const tableFeaturesConfig = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnMeta: metaHelper<TableColumnMeta>(),
});

export type TableFeaturesConfig = typeof tableFeaturesConfig;

// TanStack's `columns()` helper itself returns ColumnDef<..., any>: each column keeps
// its own value type, which no single non-any type parameter can express.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumns<TRow extends RowData> = Array<ColumnDef<TableFeaturesConfig, TRow, any>>;

export type { SortingState };

/**
 * A column helper bound to the kit's table features. Build columns once (module scope or
 * useMemo): `const col = createTableColumnHelper<Invoice>(); col.columns([col.accessor(...)])`.
 */
export function createTableColumnHelper<TRow extends RowData>() {
  return createColumnHelper<TableFeaturesConfig, TRow>();
}
