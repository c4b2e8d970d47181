import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, ConfirmDialog, EmptyState, InvoiceIcon, Pager, PlusIcon, SearchField, Select, useToast } from '@crm/ui';
import type { ListOption } from '@crm/ui';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, MARK_PAID_CONFIRM, totalPages } from '@crm/domain';
import type { Invoice } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useErrorToast } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { InvoiceFormDialog } from './InvoiceFormDialog';
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

type Editing = { mode: 'create' } | { mode: 'edit'; invoice: Invoice } | null;
type Confirming = { action: 'markPaid' | 'delete'; invoice: Invoice } | null;

/** Invoices: summary cards over every match, search, status filter, the paged table and dialogs. */
export function InvoicesScreen() {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<InvoiceStatusFilter>('all');
  const search = useDebouncedValue(searchText.trim());
  const list = useQuery(invoiceListQuery({ page, search, status }));
  useQueryErrorToast(list.error, 'Failed to fetch invoices');

  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const markPaid = useMarkInvoicePaid();
  const remove = useDeleteInvoice();
  const { toast } = useToast();
  const showError = useErrorToast();

  const total = list.data?.total ?? 0;
  const pages = totalPages(total);
  const isFiltered = search !== '' || status !== 'all';
  const isPastEnd = list.isSuccess && !list.isPlaceholderData && page > pages;
  // A delete can leave the page past the end: step back to the last page.
  useEffect(() => {
    if (isPastEnd) setPage(pages);
  }, [isPastEnd, pages]);

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
      <Card title={`All Invoices (${total})`} flush>
        <div className="invoices-filters">
          <SearchField
            aria-label="Search invoices"
            placeholder="Search invoices..."
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              setPage(1);
            }}
            className="invoices-filters-search"
          />
          <Select
            aria-label="Status"
            items={STATUS_FILTERS}
            selectedKey={status}
            onSelectionChange={(key) => {
              setStatus((key ?? 'all') as InvoiceStatusFilter);
              setPage(1);
            }}
            className="invoices-filters-status"
          />
        </div>
        {list.isError ? (
          <LoadError message="Failed to fetch invoices" onRetry={() => void list.refetch()} />
        ) : (
          <InvoicesTable
            invoices={list.data?.invoices ?? []}
            isLoading={list.isPending}
            onAction={onAction}
            emptyState={
              isFiltered ? (
                <EmptyState icon={<InvoiceIcon size={24} />} title="No invoices found matching your filters." />
              ) : (
                <EmptyState icon={<InvoiceIcon size={24} />} title="No invoices yet." action={createButton('Create Your First Invoice')} />
              )
            }
          />
        )}
        <Pager page={page} pageCount={pages} onPageChange={setPage} isDisabled={list.isFetching} aria-label="Invoices pages" className="invoices-pager" />
      </Card>
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
