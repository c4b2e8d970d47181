import { useState } from 'react';
import { Button, ConfirmDialog, EmptyState, InvoiceIcon, PlusIcon, Select, useToast } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, MARK_PAID_CONFIRM } from '@crm/domain';
import type { Invoice } from '@crm/domain';
import { PageHeader } from '../../components/PageHeader';
import { useErrorToast } from '../../lib/error-toast';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { ListCard, ListFilterBar, ListSearchField, useListPage } from '../list';
import { InvoiceFormDialog } from './InvoiceFormDialog.lazy';
import { InvoicesTable } from './InvoicesTable';
import type { InvoiceRowAction } from './InvoicesTable';
import { InvoiceSummaryCards } from './InvoiceSummaryCards';
import { invoiceListQuery, useDeleteInvoice, useMarkInvoicePaid } from './invoices.queries';
import type { InvoiceStatusFilter } from './invoices.queries';
import './invoices.css';

const STATUS_FILTERS: ListOption[] = [
  { id: 'all', label: 'All Statuses' },
  ...INVOICE_STATUSES.map((status) => ({ id: status, label: INVOICE_STATUS_LABELS[status] })),
];

const ALL_INVOICES: { status: InvoiceStatusFilter } = { status: 'all' };

type Editing = { mode: 'create' } | { mode: 'edit'; invoice: Invoice } | null;
type Confirming = { action: 'markPaid' | 'delete'; invoice: Invoice } | null;

/** Invoices: summary cards over every match, search, status filter, the paged table and dialogs. */
export function InvoicesScreen() {
  const listPage = useListPage(ALL_INVOICES, ({ page, search, filters }) => invoiceListQuery({ page, search, ...filters }));
  const { list } = listPage;
  useQueryErrorToast(list.error, 'Failed to fetch invoices');

  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const markPaid = useMarkInvoicePaid();
  const remove = useDeleteInvoice();
  const { toast } = useToast();
  const showError = useErrorToast();

  const onAction = (action: InvoiceRowAction, invoice: Invoice) => {
    if (action === 'edit') setEditing({ mode: 'edit', invoice });
    else setConfirming({ action, invoice });
  };

  const confirm = () => {
    if (!confirming) return;
    const done = () => setConfirming(null);
    if (confirming.action === 'markPaid') {
      markPaid.mutate(confirming.invoice.id, {
        onSuccess: () => toast({ title: 'Invoice marked as paid' }),
        onError: (error) => showError(error, 'Failed to save invoice'),
        onSettled: done,
      });
    } else {
      remove.mutate(confirming.invoice.id, {
        onSuccess: () => toast({ title: 'Invoice deleted successfully' }),
        onError: (error) => showError(error, 'Failed to delete invoice'),
        onSettled: done,
      });
    }
  };

  const createButton = (label: string) => (
    <Button onPress={() => setEditing({ mode: 'create' })}>
      <PlusIcon />
      {label}
    </Button>
  );

  return (
    <div className="page">
      <PageHeader title="Invoices" actions={createButton('Create Invoice')} />
      <InvoiceSummaryCards summary={list.data?.summary} isLoading={list.isPending && !list.isError} />
      <ListCard
        title={`All Invoices (${listPage.total ?? 0})`}
        listPage={listPage}
        errorMessage="Failed to fetch invoices"
        pagerLabel="Invoices pages"
        filters={
          <ListFilterBar>
            <ListSearchField aria-label="Search invoices" placeholder="Search invoices..." listPage={listPage} />
            <Select
              aria-label="Status"
              items={STATUS_FILTERS}
              selectedKey={listPage.filters.status}
              onSelectionChange={(key) => listPage.changeFilters({ status: (key ?? 'all') as InvoiceStatusFilter })}
              className="list-filter-select"
            />
          </ListFilterBar>
        }
      >
        <InvoicesTable
          invoices={list.data?.invoices ?? []}
          isLoading={list.isPending}
          onAction={onAction}
          emptyState={
            listPage.isFiltered ? (
              <EmptyState icon={<InvoiceIcon size={24} />} title="No invoices found matching your filters." />
            ) : (
              <EmptyState icon={<InvoiceIcon size={24} />} title="No invoices yet." action={createButton('Create Your First Invoice')} />
            )
          }
        />
      </ListCard>
      <InvoiceFormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        invoice={editing?.mode === 'edit' ? editing.invoice : undefined}
      />
      <ConfirmDialog
        isOpen={confirming?.action === 'markPaid'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Mark as Paid"
        message={MARK_PAID_CONFIRM}
        confirmLabel="Mark as Paid"
        isPending={markPaid.isPending}
        onConfirm={confirm}
      />
      <ConfirmDialog
        isOpen={confirming?.action === 'delete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete Invoice"
        message="Are you sure you want to delete this invoice?"
        confirmLabel="Delete"
        variant="destructive"
        isPending={remove.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
