import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, createTableColumnHelper, EmptyState, Link, Table } from '@crm/ui';
import type { UpcomingRenewal } from '@crm/api-contract';
import { renewalAction } from '@crm/domain';
import { useLocation } from 'wouter';
import { LoadError } from '../../components/LoadError';
import { today } from '../../lib/today';
import { renewalColumns } from '../../shared/renewals';
import { upcomingRenewalsQuery } from './dashboard.queries';

function useColumns(day: string) {
  return useMemo(() => {
    const col = createTableColumnHelper<UpcomingRenewal>();
    return col.columns([
      col.accessor('domainName', { header: 'Domain' }),
      ...renewalColumns<UpcomingRenewal>({ day }),
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
    <Card
      title="Upcoming Domain Renewals"
      flush
      actions={<Link href="/domains">View All Domains</Link>}
    >
      {renewals.isError ? (
        <LoadError
          message="Failed to load upcoming renewals"
          onRetry={() => void renewals.refetch()}
        />
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
