import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, createTableColumnHelper, EmptyState, Link, Table } from '@crm/ui';
import type { UnpaidInvoice } from '@crm/api-contract';
import {
  invoiceDetailPath,
  clientDisplayName,
  displayInvoiceStatus,
  formatDisplayDate,
  formatMoney,
  invoiceBadgeVariant,
  invoiceStatusLabel,
} from '@crm/domain';
import { useLocation } from 'wouter';
import { LoadError } from '../../components/LoadError';
import { today } from '../../lib/today';
import { unpaidInvoicesQuery } from './dashboard.queries';

function useColumns() {
  return useMemo(() => {
    const day = today();
    const col = createTableColumnHelper<UnpaidInvoice>();
    return col.columns([
      col.accessor('invoiceNumber', { header: 'Invoice' }),
      col.accessor((row) => clientDisplayName(row.client), { id: 'client', header: 'Client' }),
      col.accessor('amount', {
        header: 'Amount',
        cell: (info) => formatMoney(info.getValue()),
        meta: { align: 'end' },
      }),
      col.accessor('dueDate', {
        header: 'Due Date',
        cell: (info) => formatDisplayDate(info.getValue()),
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

/** 'Unpaid & Overdue Invoices': the ten not paid with the earliest due date. */
export function UnpaidInvoicesCard() {
  const [, navigate] = useLocation();
  const invoices = useQuery(unpaidInvoicesQuery());
  const columns = useColumns();
  return (
    <Card title="Unpaid & Overdue Invoices" flush actions={<Link href="/invoices">View All</Link>}>
      {invoices.isError ? (
        <LoadError
          message="Failed to load unpaid invoices"
          onRetry={() => void invoices.refetch()}
        />
      ) : (
        <Table
          aria-label="Unpaid and overdue invoices"
          columns={columns}
          data={invoices.data ?? []}
          getRowId={(row) => row.id}
          isLoading={invoices.isPending}
          loadingRowCount={3}
          emptyState={<EmptyState title="No unpaid invoices" />}
          rowActions={(row) => (
            <Button
              size="sm"
              variant="outline"
              onPress={() => navigate(invoiceDetailPath(row.id))}
              aria-label={`View Details of ${row.invoiceNumber}`}
            >
              View Details
            </Button>
          )}
        />
      )}
    </Card>
  );
}
