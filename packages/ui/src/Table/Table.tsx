import { useState } from 'react';
import type { ReactNode } from 'react';
import { functionalUpdate, useTable } from '@tanstack/react-table';
import type { RowData, Updater } from '@tanstack/react-table';
import {
  Cell,
  Column,
  Row,
  Table as RACTable,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import type { SortDescriptor } from 'react-aria-components';
import { joinClassName } from '../internal/composeClassName';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../Icon';
import { Skeleton } from '../Skeleton';
import { tableFeaturesConfig } from './table-features';
import type { SortingState, TableColumns } from './table-features';
import './Table.css';

const ACTIONS_COLUMN_ID = '__actions';

/** Props of a data table: TanStack column definitions rendered as an accessible RAC grid. */
export type TableProps<TRow extends RowData> = {
  /** Names the table for screen readers, e.g. 'Unpaid invoices'. */
  'aria-label': string;
  /** From `createTableColumnHelper<Row>().columns([...])`; keep the array stable. */
  columns: TableColumns<TRow>;
  /** The rows (keep the array stable between renders). */
  data: TRow[];
  /** A stable id per row, e.g. `(row) => row.id`. Defaults to the index. */
  getRowId?: (row: TRow, index: number) => string;
  /** Controlled sorting state (e.g. for server sorting). */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Initial sorting when uncontrolled. */
  defaultSorting?: SortingState;
  /** The data already arrives sorted (server); the table only shows the indicator. */
  manualSorting?: boolean;
  /** Shows skeleton rows instead of data. */
  isLoading?: boolean;
  /** How many skeleton rows to show. Defaults to 5. */
  loadingRowCount?: number;
  /** Shown in place of rows when `data` is empty, e.g. <EmptyState>. */
  emptyState?: ReactNode;
  /** Renders a trailing 'Actions' cell per row (buttons or a DropdownMenu). */
  rowActions?: (row: TRow) => ReactNode;
  /** Header of the actions column. Defaults to 'Actions'. */
  rowActionsLabel?: string;
  className?: string;
};

function toDescriptor(sorting: SortingState): SortDescriptor | undefined {
  const [first] = sorting;
  return first
    ? { column: first.id, direction: first.desc ? 'descending' : 'ascending' }
    : undefined;
}

/**
 * A table with sortable headers (aria-sort), skeleton rows while loading, an empty state
 * and an optional actions column. Sorting is opt-in per column (`enableSorting: true`).
 */
export function Table<TRow extends RowData>({
  columns,
  data,
  getRowId,
  sorting: controlledSorting,
  onSortingChange,
  defaultSorting = [],
  manualSorting = false,
  isLoading = false,
  loadingRowCount = 5,
  emptyState,
  rowActions,
  rowActionsLabel = 'Actions',
  className,
  ...props
}: TableProps<TRow>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>(defaultSorting);
  const sorting = controlledSorting ?? ownSorting;
  const setSorting = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting);
    if (controlledSorting === undefined) setOwnSorting(next);
    onSortingChange?.(next);
  };

  const table = useTable({
    features: tableFeaturesConfig,
    columns,
    data,
    getRowId,
    manualSorting,
    enableSortingRemoval: false,
    defaultColumn: { enableSorting: false },
    state: { sorting },
    onSortingChange: setSorting,
  });

  const headers = table.getHeaderGroups().at(-1)?.headers ?? [];
  const hasRowHeader = headers.some((header) => header.column.columnDef.meta?.isRowHeader);
  const columnCount = headers.length + (rowActions ? 1 : 0);

  return (
    // aria-busy sits on the wrapper: RAC's Table does not pass it through.
    <div
      className={joinClassName('ui-Table-container', className)}
      aria-busy={isLoading || undefined}
    >
      <RACTable
        aria-label={props['aria-label']}
        sortDescriptor={toDescriptor(sorting)}
        onSortChange={(descriptor) =>
          setSorting([
            { id: String(descriptor.column), desc: descriptor.direction === 'descending' },
          ])
        }
        className="ui-Table"
      >
        <TableHeader className="ui-Table-header">
          {headers.map((header, index) => {
            const meta = header.column.columnDef.meta;
            return (
              <Column
                key={header.id}
                id={header.id}
                isRowHeader={meta?.isRowHeader ?? (!hasRowHeader && index === 0)}
                allowsSorting={header.column.getCanSort()}
                data-align={meta?.align ?? 'start'}
                style={meta?.width ? { width: meta.width } : undefined}
                className="ui-Table-column"
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className="ui-Table-columnContent">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                    {allowsSorting ? (
                      <span
                        className="ui-Table-sortIcon"
                        data-active={sortDirection ? true : undefined}
                        aria-hidden="true"
                      >
                        {sortDirection === 'ascending' ? (
                          <ArrowUpIcon size={14} />
                        ) : sortDirection === 'descending' ? (
                          <ArrowDownIcon size={14} />
                        ) : (
                          <SortIcon size={14} />
                        )}
                      </span>
                    ) : null}
                  </span>
                )}
              </Column>
            );
          })}
          {rowActions ? (
            <Column id={ACTIONS_COLUMN_ID} data-align="end" className="ui-Table-column">
              {rowActionsLabel}
            </Column>
          ) : null}
        </TableHeader>
        <TableBody
          className="ui-Table-body"
          renderEmptyState={() => <div className="ui-Table-empty">{emptyState ?? 'No data'}</div>}
        >
          {isLoading
            ? Array.from({ length: loadingRowCount }, (_, rowIndex) => (
                <Row
                  key={`skeleton-${rowIndex}`}
                  id={`skeleton-${rowIndex}`}
                  className="ui-Table-row"
                  data-skeleton
                >
                  {Array.from({ length: columnCount }, (_, cellIndex) => (
                    <Cell key={cellIndex} className="ui-Table-cell">
                      <Skeleton width={cellIndex === 0 ? '70%' : '50%'} />
                      <span className="ui-visually-hidden">Loading</span>
                    </Cell>
                  ))}
                </Row>
              ))
            : table.getRowModel().rows.map((row) => (
                <Row key={row.id} id={row.id} className="ui-Table-row">
                  {row.getAllCells().map((cell) => (
                    <Cell
                      key={cell.id}
                      className="ui-Table-cell"
                      data-align={cell.column.columnDef.meta?.align ?? 'start'}
                    >
                      <table.FlexRender cell={cell} />
                    </Cell>
                  ))}
                  {rowActions ? (
                    <Cell className="ui-Table-cell" data-align="end">
                      <div className="ui-Table-actions">{rowActions(row.original)}</div>
                    </Cell>
                  ) : null}
                </Row>
              ))}
        </TableBody>
      </RACTable>
    </div>
  );
}
