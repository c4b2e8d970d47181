import { useMemo } from 'react';
import type { ReactNode } from 'react';
import {
  Badge,
  Button,
  createTableColumnHelper,
  EditIcon,
  IconButton,
  Table,
  TrashIcon,
} from '@crm/ui';
import {
  clientDisplayName,
  formatDisplayDate,
  formatMoney,
  RECURRING_FREQUENCY_LABELS,
  scheduleDescription,
} from '@crm/domain';
import type { RecurringInvoice } from '@crm/domain';

export type RecurringInvoiceRowAction = 'edit' | 'pause' | 'resume' | 'delete';

export type RecurringInvoicesTableProps = {
  recurringInvoices: RecurringInvoice[];
  isLoading: boolean;
  onAction: (action: RecurringInvoiceRowAction, recurringInvoice: RecurringInvoice) => void;
  /** The schedule being paused or resumed: its button spins until the answer. */
  togglingId?: string | undefined;
  emptyState: ReactNode;
};

/** How a row is named to its actions and confirmations: 'Monthly for Acme Ltd'. */
export function recurringInvoiceName(row: RecurringInvoice): string {
  return `${RECURRING_FREQUENCY_LABELS[row.frequency]} for ${clientDisplayName(row.client)}`;
}

/** Paused (the API gives it no next date); else finished once no date is left, or the next date. */
function NextDate({ row }: { row: RecurringInvoice }) {
  if (row.paused) return <Badge variant="secondary">Paused</Badge>;
  if (row.nextDate === null) return <Badge variant="outline">Finished</Badge>;
  return <span className="recurring-nowrap">{formatDisplayDate(row.nextDate)}</span>;
}

function useColumns() {
  return useMemo(() => {
    const col = createTableColumnHelper<RecurringInvoice>();
    return col.columns([
      col.accessor((row) => clientDisplayName(row.client), {
        id: 'client',
        header: 'Client',
        meta: { isRowHeader: true },
        cell: ({ row, getValue }) => (
          <>
            {getValue()}
            {row.original.project ? (
              <span className="recurring-project">{row.original.project.projectName}</span>
            ) : null}
          </>
        ),
      }),
      col.accessor((row) => scheduleDescription(row), { id: 'schedule', header: 'Schedule' }),
      col.accessor('amount', {
        header: 'Amount',
        cell: (info) => <span className="recurring-nowrap">{formatMoney(info.getValue())}</span>,
        meta: { align: 'end' },
      }),
      col.display({
        id: 'nextDate',
        header: 'Next Invoice',
        cell: ({ row }) => <NextDate row={row.original} />,
      }),
      col.accessor(
        (row) =>
          row.count === null ? String(row.invoicesMade) : `${row.invoicesMade} of ${row.count}`,
        { id: 'invoicesMade', header: 'Invoices Made', meta: { align: 'end' } },
      ),
      col.accessor((row) => (row.autoSend ? 'Yes' : 'No'), { id: 'autoSend', header: 'Auto-send' }),
    ]);
  }, []);
}

/** The schedules of the current page with Edit, Pause or Resume, and Delete. */
export function RecurringInvoicesTable({
  recurringInvoices,
  isLoading,
  onAction,
  togglingId,
  emptyState,
}: RecurringInvoicesTableProps) {
  const columns = useColumns();
  return (
    <Table
      aria-label="Recurring invoices"
      columns={columns}
      data={recurringInvoices}
      getRowId={(row) => row.id}
      isLoading={isLoading}
      emptyState={emptyState}
      rowActions={(row) => {
        const name = recurringInvoiceName(row);
        // A finished schedule has nothing left to pause; a paused one can always be resumed.
        const canToggle = row.paused || row.nextDate !== null;
        return (
          <>
            <IconButton
              size="sm"
              aria-label={`Edit: ${name}`}
              onPress={() => onAction('edit', row)}
            >
              <EditIcon />
            </IconButton>
            {canToggle ? (
              <Button
                size="sm"
                variant="outline"
                isPending={togglingId === row.id}
                aria-label={`${row.paused ? 'Resume' : 'Pause'}: ${name}`}
                onPress={() => onAction(row.paused ? 'resume' : 'pause', row)}
              >
                {row.paused ? 'Resume' : 'Pause'}
              </Button>
            ) : null}
            <IconButton
              size="sm"
              aria-label={`Delete: ${name}`}
              onPress={() => onAction('delete', row)}
            >
              <TrashIcon />
            </IconButton>
          </>
        );
      }}
    />
  );
}
