import { useMemo } from 'react';
import {
  Badge,
  createTableColumnHelper,
  DownloadIcon,
  EditIcon,
  EyeIcon,
  IconButton,
  Table,
  TrashIcon,
} from '@crm/ui';
import type { SortingState } from '@crm/ui';
import {
  EXPENSE_ALLOCATION_LABELS,
  EXPENSE_TYPE_LABELS,
  formatDisplayDate,
  formatMoney,
  expenseHasFile,
} from '@crm/domain';
import type { Expense, ExpenseSortBy, SortOrder } from '@crm/domain';
import type { ReactNode } from 'react';

export type ExpenseRowAction = 'view' | 'download' | 'edit' | 'delete';

export type ExpensesTableProps = {
  expenses: Expense[];
  isLoading: boolean;
  sortBy: ExpenseSortBy;
  sortOrder: SortOrder;
  onSortChange: (sortBy: ExpenseSortBy, sortOrder: SortOrder) => void;
  onAction: (action: ExpenseRowAction, expense: Expense) => void;
  emptyState: ReactNode;
};

function useColumns() {
  return useMemo(() => {
    const col = createTableColumnHelper<Expense>();
    return col.columns([
      col.accessor('expenseType', {
        header: 'Type',
        cell: (info) => (
          <Badge variant={info.getValue() === 'invoice' ? 'default' : 'secondary'}>
            {EXPENSE_TYPE_LABELS[info.getValue()]}
          </Badge>
        ),
      }),
      col.accessor('provider', { header: 'Provider', meta: { isRowHeader: true } }),
      col.accessor('allocation', {
        header: 'Allocation',
        cell: (info) => (
          <Badge variant="outline">{EXPENSE_ALLOCATION_LABELS[info.getValue()]}</Badge>
        ),
      }),
      col.accessor('invoiceDate', {
        id: 'date',
        header: 'Date',
        enableSorting: true,
        cell: (info) => (
          <span className="expenses-nowrap">{formatDisplayDate(info.getValue())}</span>
        ),
      }),
      col.accessor('amount', {
        id: 'amount',
        header: 'Amount (GBP)',
        enableSorting: true,
        cell: (info) => formatMoney(info.getValue()),
        meta: { align: 'end' },
      }),
    ]);
  }, []);
}

/** The expenses of the current page; Date and Amount headers sort on the server. */
export function ExpensesTable({
  expenses,
  isLoading,
  sortBy,
  sortOrder,
  onSortChange,
  onAction,
  emptyState,
}: ExpensesTableProps) {
  const columns = useColumns();
  const sorting: SortingState = [{ id: sortBy, desc: sortOrder === 'desc' }];
  return (
    <Table
      aria-label="Expenses"
      columns={columns}
      data={expenses}
      getRowId={(row) => row.id}
      isLoading={isLoading}
      manualSorting
      sorting={sorting}
      onSortingChange={(next) => {
        const [first] = next;
        if (first)
          onSortChange(first.id === 'amount' ? 'amount' : 'date', first.desc ? 'desc' : 'asc');
      }}
      emptyState={emptyState}
      rowActions={(expense) => {
        const name = `${expense.provider}, ${formatDisplayDate(expense.invoiceDate)}`;
        return (
          <>
            <IconButton
              size="sm"
              aria-label={`View details: ${name}`}
              onPress={() => onAction('view', expense)}
            >
              <EyeIcon />
            </IconButton>
            {/* An imported expense has no file to download. */}
            {expenseHasFile(expense) ? (
              <IconButton
                size="sm"
                aria-label={`Download file: ${name}`}
                onPress={() => onAction('download', expense)}
              >
                <DownloadIcon />
              </IconButton>
            ) : null}
            <IconButton
              size="sm"
              aria-label={`Edit: ${name}`}
              onPress={() => onAction('edit', expense)}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              size="sm"
              aria-label={`Delete: ${name}`}
              onPress={() => onAction('delete', expense)}
            >
              <TrashIcon />
            </IconButton>
          </>
        );
      }}
    />
  );
}
