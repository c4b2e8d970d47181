import { useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  Badge,
  CheckCircleIcon,
  createTableColumnHelper,
  EditIcon,
  FileTextIcon,
  IconButton,
  Link,
  PoundIcon,
  Table,
  TrashIcon,
} from '@crm/ui';
import {
  canMarkPaid,
  clientDisplayName,
  displayInvoiceStatus,
  formatDisplayDate,
  formatMoney,
  invoiceBadgeVariant,
  invoiceDetailPath,
  invoiceStatusLabel,
} from '@crm/domain';
import type { Invoice } from '@crm/domain';
import { today } from '../../lib/today';

export type InvoiceRowAction = 'pdf' | 'payment' | 'markPaid' | 'edit' | 'delete';

export type InvoicesTableProps = {
  invoices: Invoice[];
  isLoading: boolean;
  onAction: (action: InvoiceRowAction, invoice: Invoice) => void;
  emptyState: ReactNode;
};

/** Something paid, something still owed: the row says how much. */
const isPartPaid = (invoice: Invoice) =>
  invoice.amountPaid !== '0.00' && invoice.balanceDue !== '0.00';

function useColumns() {
  return useMemo(() => {
    const day = today();
    const col = createTableColumnHelper<Invoice>();
    return col.columns([
      col.accessor('invoiceNumber', {
        header: 'Invoice #',
        meta: { isRowHeader: true },
        cell: ({ row }) => (
          <Link href={invoiceDetailPath(row.original.id)} className="invoices-nowrap">
            {row.original.invoiceNumber}
          </Link>
        ),
      }),
      col.accessor((row) => clientDisplayName(row.client), { id: 'client', header: 'Client' }),
      col.accessor((row) => row.project?.projectName ?? 'N/A', {
        id: 'project',
        header: 'Project',
      }),
      col.accessor('amount', {
        header: 'Amount',
        cell: ({ row }) => (
          <span className="invoices-nowrap">
            {formatMoney(row.original.amount)}
            {isPartPaid(row.original) ? (
              <span className="invoices-balance">{formatMoney(row.original.balanceDue)} due</span>
            ) : null}
          </span>
        ),
        meta: { align: 'end' },
      }),
      col.accessor('invoiceDate', {
        header: 'Invoice Date',
        cell: (info) => (
          <span className="invoices-nowrap">{formatDisplayDate(info.getValue())}</span>
        ),
      }),
      col.accessor('dueDate', {
        header: 'Due Date',
        cell: (info) => (
          <span className="invoices-nowrap">{formatDisplayDate(info.getValue())}</span>
        ),
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
    ]);
  }, []);
}

/** The invoices of the current page with Mark as Paid (only when not paid), Edit and Delete. */
export function InvoicesTable({ invoices, isLoading, onAction, emptyState }: InvoicesTableProps) {
  const columns = useColumns();
  return (
    <Table
      aria-label="Invoices"
      columns={columns}
      data={invoices}
      getRowId={(row) => row.id}
      isLoading={isLoading}
      emptyState={emptyState}
      rowActions={(invoice) => (
        <>
          <IconButton
            size="sm"
            aria-label={`Open PDF: ${invoice.invoiceNumber}`}
            onPress={() => onAction('pdf', invoice)}
          >
            <FileTextIcon />
          </IconButton>
          {canMarkPaid(invoice) ? (
            <IconButton
              size="sm"
              aria-label={`Record payment: ${invoice.invoiceNumber}`}
              onPress={() => onAction('payment', invoice)}
            >
              <PoundIcon />
            </IconButton>
          ) : null}
          {canMarkPaid(invoice) ? (
            <IconButton
              size="sm"
              aria-label={`Mark as paid: ${invoice.invoiceNumber}`}
              onPress={() => onAction('markPaid', invoice)}
            >
              <CheckCircleIcon />
            </IconButton>
          ) : null}
          <IconButton
            size="sm"
            aria-label={`Edit: ${invoice.invoiceNumber}`}
            onPress={() => onAction('edit', invoice)}
          >
            <EditIcon />
          </IconButton>
          <IconButton
            size="sm"
            aria-label={`Delete: ${invoice.invoiceNumber}`}
            onPress={() => onAction('delete', invoice)}
          >
            <TrashIcon />
          </IconButton>
        </>
      )}
    />
  );
}
