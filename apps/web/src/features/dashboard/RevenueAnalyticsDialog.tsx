import { useQuery } from '@tanstack/react-query';
import { MetricCard } from '@crm/ui';
import { formatMoney } from '@crm/domain';
import { InfoDialog } from '../../components/InfoDialog';
import { LoadError } from '../../components/LoadError';
import { revenueQuery } from './dashboard.queries';

export type RevenueAnalyticsDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** Revenue on a cash basis, fetched only while the dialog is open. */
export function RevenueAnalyticsDialog({ isOpen, onOpenChange }: RevenueAnalyticsDialogProps) {
  const revenue = useQuery({ ...revenueQuery(), enabled: isOpen });
  const data = revenue.data;
  return (
    <InfoDialog
      title="Revenue Analytics"
      description="Paid invoices count when they are paid; outstanding is everything not yet paid."
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {revenue.isError ? (
        <LoadError message="Failed to load revenue" onRetry={() => void revenue.refetch()} />
      ) : (
        <div className="card-grid">
          <MetricCard
            title="Total Revenue"
            tone="success"
            value={data ? formatMoney(data.totalRevenue) : ''}
            isLoading={!data}
          />
          <MetricCard
            title="This Month"
            value={data ? formatMoney(data.monthlyRevenue) : ''}
            isLoading={!data}
          />
          <MetricCard
            title="Outstanding"
            tone="primary"
            value={data ? formatMoney(data.outstandingRevenue) : ''}
            isLoading={!data}
          />
        </div>
      )}
    </InfoDialog>
  );
}
