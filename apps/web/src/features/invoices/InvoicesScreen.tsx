import { useState } from 'react';
import { Button, ConfirmDialog, InvoiceIcon, RefreshIcon, useToast } from '@crm/ui';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, MARK_PAID_CONFIRM } from '@crm/domain';
import type { Invoice } from '@crm/domain';
import { useLocation } from 'wouter';
import { useErrorToast } from '../../lib/error-toast';
import {
  ListAddButton,
  ListEmptyState,
  ListFilterSelect,
  ListScreen,
  RowDeleteConfirm,
} from '../../shared/list';
import { useListScreen, useRowDelete, useRowEditor } from '../../shared/list';
import { InvoiceFormDialog } from './InvoiceFormDialog.lazy';
import { InvoicesTable } from './InvoicesTable';
import { RecordPaymentDialog } from './RecordPaymentDialog.lazy';
import type { InvoiceRowAction } from './InvoicesTable';
import { InvoiceSummaryCards } from './InvoiceSummaryCards';
import {
  invoiceListQuery,
  openInvoicePdf,
  useDeleteInvoice,
  useMarkInvoicePaid,
} from './invoices.queries';
import type { InvoiceStatusFilter } from './invoices.queries';
import './invoices.css';

const STATUS_FILTERS: { id: InvoiceStatusFilter; label: string }[] = [
  { id: 'all', label: 'All Statuses' },
  ...INVOICE_STATUSES.map((status) => ({ id: status, label: INVOICE_STATUS_LABELS[status] })),
];

const ALL_INVOICES: { status: InvoiceStatusFilter } = { status: 'all' };

/** Invoices: summary cards over every match, search, status filter, the paged table and dialogs. */
export function InvoicesScreen() {
  const listPage = useListScreen({
    filters: ALL_INVOICES,
    query: ({ page, search, filters }) => invoiceListQuery({ page, search, ...filters }),
    errorMessage: 'Failed to fetch invoices',
    toastError: true,
  });
  const { list } = listPage;
  const editor = useRowEditor<Invoice>();
  const deleting = useRowDelete<Invoice>(useDeleteInvoice(), {
    deleted: 'Invoice deleted successfully',
    failed: 'Failed to delete invoice',
  });
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [recording, setRecording] = useState<Invoice | null>(null);
  const markPaid = useMarkInvoicePaid();
  const { toast } = useToast();
  const showError = useErrorToast();
  const [, navigate] = useLocation();

  const onAction = (action: InvoiceRowAction, invoice: Invoice) => {
    if (action === 'pdf') openInvoicePdf(invoice.id);
    else if (action === 'payment') setRecording(invoice);
    else if (action === 'edit') editor.edit(invoice);
    else if (action === 'markPaid') setPaying(invoice);
    else deleting.ask(invoice);
  };

  const confirmPaid = () => {
    if (!paying) return;
    markPaid.mutate(paying.id, {
      onSuccess: () => toast({ title: 'Invoice marked as paid' }),
      onError: (error) => showError(error, 'Failed to save invoice'),
      onSettled: () => setPaying(null),
    });
  };

  return (
    <ListScreen
      title="Invoices"
      actions={
        <>
          <Button variant="outline" onPress={() => navigate('/invoices/recurring')}>
            <RefreshIcon />
            Recurring
          </Button>
          <ListAddButton label="Create Invoice" onPress={editor.create} />
        </>
      }
      aboveList={
        <InvoiceSummaryCards
          summary={list.data?.summary}
          isLoading={list.isPending && !list.isError}
        />
      }
      listTitle={`All Invoices (${listPage.total ?? 0})`}
      listPage={listPage}
      pagerLabel="Invoices pages"
      search={{ 'aria-label': 'Search invoices', placeholder: 'Search invoices...' }}
      filters={
        <ListFilterSelect
          aria-label="Status"
          options={STATUS_FILTERS}
          value={listPage.filters.status}
          onChange={(status) => listPage.changeFilters({ status })}
        />
      }
      dialogs={
        <>
          <InvoiceFormDialog {...editor.dialog} invoice={editor.row} />
          <RecordPaymentDialog invoice={recording} onClose={() => setRecording(null)} />
          <ConfirmDialog
            isOpen={paying !== null}
            onOpenChange={(open) => !open && setPaying(null)}
            title="Mark as Paid"
            message={MARK_PAID_CONFIRM}
            confirmLabel="Mark as Paid"
            isPending={markPaid.isPending}
            onConfirm={confirmPaid}
          />
          <RowDeleteConfirm
            rowDelete={deleting}
            title="Delete Invoice"
            message="Are you sure you want to delete this invoice?"
          />
        </>
      }
    >
      <InvoicesTable
        invoices={list.data?.invoices ?? []}
        isLoading={list.isPending}
        onAction={onAction}
        emptyState={
          <ListEmptyState
            isFiltered={listPage.isFiltered}
            icon={<InvoiceIcon size={24} />}
            filteredTitle="No invoices found matching your filters."
            title="No invoices yet."
            action={<ListAddButton label="Create Your First Invoice" onPress={editor.create} />}
          />
        }
      />
    </ListScreen>
  );
}
