import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, createTableColumnHelper, EmptyState, Link, Table } from '@crm/ui';
import type { UpcomingRenewal } from '@crm/api-contract';
import { clientDisplayName, domainBadgeVariant, expiryText, formatDisplayDate, formatMoney, orNotApplicable, renewalAction } from '@crm/domain';
import { useLocation } from 'wouter';
import { LoadError } from '../../components/LoadError';
import { today } from '../../lib/today';
import { upcomingRenewalsQuery } from './dashboard.queries';

function useColumns(day: string) {
  return useMemo(() => {
    const col = createTableColumnHelper<UpcomingRenewal>();
    return col.columns([
      col.accessor('domainName', { header: 'Domain' }),
      col.accessor((row) => clientDisplayName(row.client), { id: 'client', header: 'Client' }),
      col.accessor('expiryDate', { header: 'Expiry Date', cell: (info) => formatDisplayDate(info.getValue()) }),
      col.display({
        id: 'daysLeft',
        header: 'Days Left',
        cell: ({ row }) => (
          <Badge variant={domainBadgeVariant(row.original.expiryDate, day)}>{expiryText(row.original.expiryDate, day)}</Badge>
        ),
      }),
      col.accessor('renewalPrice', {
        header: 'Renewal Price',
        cell: (info) => {
          const price = info.getValue();
          return price === null ? orNotApplicable(null) : formatMoney(price);
        },
        meta: { align: 'end' },
      }),
      col.accessor('registrar', { header: 'Registrar', cell: (info) => orNotApplicable(info.getValue()) }),
    ]);
  }, [day]);
}

/** 'Upcoming Domain Renewals': the ten soonest expiries; Renew Now at 7 days or fewer. */
export function UpcomingRenewalsCard() {
  const [, navigate] = useLocation();
  const renewals = useQuery(upcomingRenewalsQuery());
  const day = today();
  const columns = useColumns(day);
  return (
    <Card title="Upcoming Domain Renewals" flush actions={<Link href="/domains">View All Domains</Link>}>
      {renewals.isError ? (
        <LoadError message="Failed to load upcoming renewals" onRetry={() => void renewals.refetch()} />
      ) : (
        <Table
          aria-label="Upcoming domain renewals"
          columns={columns}
          data={renewals.data ?? []}
          getRowId={(row) => row.id}
          isLoading={renewals.isPending}
          loadingRowCount={3}
          emptyState={<EmptyState title="No domains registered" />}
          rowActions={(row) => {
            const action = renewalAction(row.expiryDate, day);
            return (
              <Button
                size="sm"
                variant={action === 'Renew Now' ? 'primary' : 'outline'}
                onPress={() => navigate('/domains')}
                aria-label={`${action}: ${row.domainName}`}
              >
                {action}
              </Button>
            );
          }}
        />
      )}
    </Card>
  );
}
