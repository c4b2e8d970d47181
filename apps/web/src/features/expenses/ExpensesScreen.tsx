import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, ConfirmDialog, EmptyState, PlusIcon, ReceiptIcon, useToast } from '@crm/ui';
import type { Expense } from '@crm/domain';
import { PageHeader } from '../../components/PageHeader';
import { useErrorToast } from '../../lib/error-toast';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { ListCard, usePageCount } from '../list';
import { ExpenseDetailsDialog } from './ExpenseDetailsDialog';
import { ExpenseFilterBar } from './ExpenseFilterBar';
import { ExpenseFormDialog } from './ExpenseFormDialog.lazy';
import { ExpenseSummaryCards } from './ExpenseSummaryCards';
import { ExpensesTable } from './ExpensesTable';
import type { ExpenseRowAction } from './ExpensesTable';
import { useExpenseFilters } from './expense-filters';
import { expensesListQuery, useDeleteExpense, useDownloadExpenseFile } from './expenses.queries';
import { ProfitLossOverview } from './ProfitLossOverview';
import './expenses.css';

type Editing = { mode: 'create' } | { mode: 'edit'; expense: Expense } | null;

/** Expenses: summary cards, the profit and loss overview and the filtered, paged table. */
export function ExpensesScreen() {
  const filters = useExpenseFilters();
  const list = useQuery(expensesListQuery(filters.params));
  useQueryErrorToast(list.error, 'Failed to fetch expenses');
  const { total, pageCount } = usePageCount(list, filters.state.page, filters.setPage);
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Expense | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const remove = useDeleteExpense();
  const download = useDownloadExpenseFile();
  const { toast } = useToast();
  const showError = useErrorToast();

  const startDownload = (expense: Expense) =>
    download.mutate(expense, { onError: (error) => showError(error, 'Failed to download file') });

  const onAction = (action: ExpenseRowAction, expense: Expense) => {
    if (action === 'view') setViewing(expense);
    if (action === 'download') startDownload(expense);
    if (action === 'edit') setEditing({ mode: 'edit', expense });
    if (action === 'delete') setDeleting(expense);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Expense deleted successfully' });
        setDeleting(null);
      },
      onError: (error) => {
        showError(error, 'Failed to delete expense');
        setDeleting(null);
      },
    });
  };

  return (
    <div className="page">
      <PageHeader
        title="Expenses"
        actions={
          <Button onPress={() => setEditing({ mode: 'create' })}>
            <PlusIcon />
            Add Expense
          </Button>
        }
      />
      <ExpenseSummaryCards summary={list.data?.summary} isLoading={list.isPending && !list.isError} />
      <ProfitLossOverview />
      <ListCard
        title={`All Expenses (${total ?? 0})`}
        listPage={{ list, page: filters.state.page, pageCount, setPage: filters.setPage }}
        errorMessage="Failed to fetch expenses"
        pagerLabel="Expenses pages"
        filters={<ExpenseFilterBar filters={filters} />}
      >
        <ExpensesTable
          expenses={list.data?.expenses ?? []}
          isLoading={list.isPending}
          sortBy={filters.state.sortBy}
          sortOrder={filters.state.sortOrder}
          onSortChange={(sortBy, sortOrder) => filters.change({ sortBy, sortOrder })}
          onAction={onAction}
          emptyState={
            <EmptyState
              icon={<ReceiptIcon size={24} />}
              title="No expenses found"
              action={<Button onPress={() => setEditing({ mode: 'create' })}>Add Your First Expense</Button>}
            />
          }
        />
      </ListCard>
      <ExpenseFormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        expense={editing?.mode === 'edit' ? editing.expense : undefined}
      />
      <ExpenseDetailsDialog
        expense={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onDownload={startDownload}
        isDownloading={download.isPending}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Expense"
        message="Are you sure you want to delete this expense?"
        confirmLabel="Delete"
        variant="destructive"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
