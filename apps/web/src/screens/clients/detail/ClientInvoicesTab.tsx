import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  ConfirmDialog,
  createTableColumnHelper,
  EmptyState,
  EyeIcon,
  IconButton,
  PlusIcon,
  Table,
  TrashIcon,
  useToast,
} from '@crm/ui';
import {
  displayInvoiceStatus,
  formatDisplayDate,
  formatMoney,
  invoiceBadgeVariant,
  invoiceStatusLabel,
} from '@crm/domain';
import type { Invoice } from '@crm/domain';
import { LoadError } from '../../../components/LoadError';
import { useErrorToast } from '../../../lib/error-toast';
import { today } from '../../../lib/today';
import {
  clientInvoicesQuery,
  InvoiceFormDialog,
  useDeleteInvoice,
} from '../../../features/invoices';

function useColumns() {
  return useMemo(() => {
    const day = today();
    const col = createTableColumnHelper<Invoice>();
    return col.columns([
      col.accessor('invoiceNumber', { header: 'Invoice Number' }),
      col.accessor('amount', {
        header: 'Amount',
        cell: (info) => formatMoney(info.getValue()),
        meta: { align: 'end' },
      }),
      col.display({
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <Badge variant={invoiceBadgeVariant(row.original, day)}>
            {invoiceStatusLabel(displayInvoiceStatus(row.original, day))}
          </Badge>
        ),
      }),
      // The spec's Date column shows when the invoice is due.
      col.accessor('dueDate', {
        header: 'Date',
        cell: (info) => formatDisplayDate(info.getValue()),
      }),
    ]);
  }, []);
}

type FormState = { invoice?: Invoice } | null;

/** The client page's Invoices tab: view (and edit), delete and New Invoice. */
export function ClientInvoicesTab({ clientId }: { clientId: string }) {
  const invoices = useQuery(clientInvoicesQuery(clientId));
  const columns = useColumns();
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const remove = useDeleteInvoice();
  const { toast } = useToast();
  const showError = useErrorToast();

  return (
    <div className="tab-section">
      <div className="tab-toolbar">
        <Button size="sm" onPress={() => setForm({})}>
          <PlusIcon />
          New Invoice
        </Button>
      </div>
      {invoices.isError ? (
        <LoadError message="Failed to fetch invoices" onRetry={() => void invoices.refetch()} />
      ) : (
        <Table
          aria-label="Client invoices"
          columns={columns}
          data={invoices.data?.invoices ?? []}
          getRowId={(row) => row.id}
          isLoading={invoices.isPending}
          loadingRowCount={3}
          emptyState={<EmptyState title="No invoices yet." />}
          rowActions={(invoice) => (
            <>
              <IconButton
                size="sm"
                aria-label={`View ${invoice.invoiceNumber}`}
                onPress={() => setForm({ invoice })}
              >
                <EyeIcon />
              </IconButton>
              <IconButton
                size="sm"
                aria-label={`Delete ${invoice.invoiceNumber}`}
                onPress={() => setDeleting(invoice)}
              >
                <TrashIcon />
              </IconButton>
            </>
          )}
        />
      )}
      {form ? (
        <InvoiceFormDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setForm(null)}
          invoice={form.invoice}
          defaultClientId={clientId}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title="Delete Invoice"
        message={
          <>
            Are you sure you want to delete this invoice?
            <br />
            <strong>{deleting?.invoiceNumber}</strong> and its line items will be removed.
          </>
        }
        confirmLabel="Delete"
        variant="destructive"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: 'Invoice deleted successfully' }),
            onError: (error) => showError(error, 'Failed to delete invoice'),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </div>
  );
}
