import { InvoiceIcon, useToast } from '@crm/ui';
import { clientDisplayName, RECURRING_FREQUENCY_LABELS } from '@crm/domain';
import type { RecurringInvoice } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import {
  ListAddButton,
  ListEmptyState,
  ListScreen,
  RowDeleteConfirm,
  useListScreen,
  useRowDelete,
  useRowEditor,
} from '../../shared/list';
import { RecurringInvoiceFormDialog } from './RecurringInvoiceFormDialog.lazy';
import { RecurringInvoicesTable } from './RecurringInvoicesTable';
import type { RecurringInvoiceRowAction } from './RecurringInvoicesTable';
import {
  recurringInvoiceListQuery,
  useDeleteRecurringInvoice,
  useSetRecurringPaused,
} from './recurring-invoices.queries';
import './recurring-invoices.css';

// The list has no search or filters: only the page changes.
const NO_FILTERS = {};

/** What deleting a schedule does, named in its confirmation. */
export function deleteRecurringMessage(row: RecurringInvoice | null): string {
  const what = row
    ? `the ${RECURRING_FREQUENCY_LABELS[row.frequency].toLowerCase()} recurring invoice for ${clientDisplayName(row.client)}`
    : 'this recurring invoice';
  return `Delete ${what}? No more invoices will be made from it. The invoices it has made stay.`;
}

/** /invoices/recurring: the schedules, their next dates, and pause, resume, edit and delete. */
export function RecurringInvoicesScreen() {
  const listPage = useListScreen({
    filters: NO_FILTERS,
    query: ({ page }) => recurringInvoiceListQuery({ page }),
    errorMessage: 'Failed to fetch recurring invoices',
    toastError: true,
  });
  const { list } = listPage;
  const editor = useRowEditor<RecurringInvoice>();
  const deleting = useRowDelete<RecurringInvoice>(useDeleteRecurringInvoice(), {
    deleted: 'Recurring invoice deleted successfully',
    failed: 'Failed to delete recurring invoice',
  });
  const pausing = useSetRecurringPaused();
  const { toast } = useToast();
  const showError = useErrorToast();

  const setPaused = (row: RecurringInvoice, paused: boolean) =>
    pausing.mutate(
      { id: row.id, paused },
      {
        onSuccess: () =>
          toast(
            paused
              ? {
                  title: 'Recurring invoice paused',
                  description: 'No invoices are made until it is resumed.',
                }
              : {
                  title: 'Recurring invoice resumed',
                  description: 'Invoices start again from today; the dates it missed are skipped.',
                },
          ),
        onError: (error) => showError(error, 'Failed to update recurring invoice'),
      },
    );

  const onAction = (action: RecurringInvoiceRowAction, row: RecurringInvoice) => {
    if (action === 'edit') editor.edit(row);
    else if (action === 'pause') setPaused(row, true);
    else if (action === 'resume') setPaused(row, false);
    else deleting.ask(row);
  };

  return (
    <ListScreen
      title="Recurring Invoices"
      actions={<ListAddButton label="New Recurring Invoice" onPress={editor.create} />}
      listTitle={`All Recurring Invoices (${listPage.totalText ?? 0})`}
      listPage={listPage}
      pagerLabel="Recurring invoices pages"
      dialogs={
        <>
          <RecurringInvoiceFormDialog {...editor.dialog} recurringInvoice={editor.row} />
          <RowDeleteConfirm
            rowDelete={deleting}
            title="Delete Recurring Invoice"
            message={deleteRecurringMessage(deleting.row)}
          />
        </>
      }
    >
      <RecurringInvoicesTable
        recurringInvoices={list.data?.recurringInvoices ?? []}
        isLoading={list.isPending}
        onAction={onAction}
        togglingId={pausing.isPending ? pausing.variables.id : undefined}
        emptyState={
          <ListEmptyState
            isFiltered={false}
            icon={<InvoiceIcon size={24} />}
            title="No recurring invoices yet"
            action={
              <ListAddButton label="Create Your First Recurring Invoice" onPress={editor.create} />
            }
          />
        }
      />
    </ListScreen>
  );
}
