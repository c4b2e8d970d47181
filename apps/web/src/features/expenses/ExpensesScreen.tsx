import { useState } from 'react';
import { Button, ReceiptIcon } from '@crm/ui';
import type { Expense } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { ListAddButton, ListEmptyState, ListScreen, RowDeleteConfirm } from '../../shared/list';
import { useListScreen, useRowDelete, useRowEditor } from '../../shared/list';
import { ExpenseDetailsDialog } from './ExpenseDetailsDialog';
import { ExpenseFilterBar } from './ExpenseFilterBar';
import { ExpenseFormDialog } from './ExpenseFormDialog.lazy';
import { ExpenseSummaryCards } from './ExpenseSummaryCards';
import { ExpensesTable } from './ExpensesTable';
import type { ExpenseRowAction } from './ExpensesTable';
import { expenseListParams, INITIAL_EXPENSE_FILTERS } from './expense-filters';
import { expensesListQuery, useDeleteExpense, useDownloadExpenseFile } from './expenses.queries';
import { ProfitLossOverview } from './ProfitLossOverview';
import './expenses.css';

/** Expenses: summary cards, the profit and loss overview and the filtered, paged table. */
export function ExpensesScreen() {
  const listPage = useListScreen({
    filters: INITIAL_EXPENSE_FILTERS,
    query: (params) => expensesListQuery(expenseListParams(params)),
    errorMessage: 'Failed to fetch expenses',
    toastError: true,
  });
  const { list, filters } = listPage;
  const editor = useRowEditor<Expense>();
  const [viewing, setViewing] = useState<Expense | null>(null);
  const deleting = useRowDelete<Expense>(useDeleteExpense(), {
    deleted: 'Expense deleted successfully',
    failed: 'Failed to delete expense',
  });
  const download = useDownloadExpenseFile();
  const showError = useErrorToast();

  const startDownload = (expense: Expense) =>
    download.mutate(expense, { onError: (error) => showError(error, 'Failed to download file') });

  const onAction = (action: ExpenseRowAction, expense: Expense) => {
    if (action === 'view') setViewing(expense);
    if (action === 'download') startDownload(expense);
    if (action === 'edit') editor.edit(expense);
    if (action === 'delete') deleting.ask(expense);
  };

  return (
    <ListScreen
      title="Expenses"
      actions={<ListAddButton label="Add Expense" onPress={editor.create} />}
      aboveList={
        <>
          <ExpenseSummaryCards
            summary={list.data?.summary}
            isLoading={list.isPending && !list.isError}
          />
          <ProfitLossOverview />
        </>
      }
      listTitle={`All Expenses (${listPage.total ?? 0})`}
      listPage={listPage}
      pagerLabel="Expenses pages"
      filters={<ExpenseFilterBar filters={listPage} />}
      dialogs={
        <>
          <ExpenseFormDialog {...editor.dialog} expense={editor.row} />
          <ExpenseDetailsDialog
            expense={viewing}
            onOpenChange={(open) => !open && setViewing(null)}
            onDownload={startDownload}
            isDownloading={download.isPending}
          />
          <RowDeleteConfirm
            rowDelete={deleting}
            title="Delete Expense"
            message="Are you sure you want to delete this expense?"
          />
        </>
      }
    >
      <ExpensesTable
        expenses={list.data?.expenses ?? []}
        isLoading={list.isPending}
        sortBy={filters.sortBy}
        sortOrder={filters.sortOrder}
        onSortChange={(sortBy, sortOrder) => listPage.changeFilters({ sortBy, sortOrder })}
        onAction={onAction}
        emptyState={
          <ListEmptyState
            isFiltered={listPage.isFiltered}
            icon={<ReceiptIcon size={24} />}
            title="No expenses found"
            action={<Button onPress={editor.create}>Add Your First Expense</Button>}
          />
        }
      />
    </ListScreen>
  );
}
