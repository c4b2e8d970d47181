import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@crm/ui';
import { formatMoney } from '@crm/domain';
import { InfoDialog } from '../../components/InfoDialog';
import { revenueQuery } from './dashboard.queries';

export type RevenueReportDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/** The sidebar's 'Total Revenue' modal: the real all-time revenue (paid invoices), loaded on open. */
export function RevenueReportDialog({ isOpen, onOpenChange }: RevenueReportDialogProps) {
  const revenue = useQuery({ ...revenueQuery(), enabled: isOpen });
  return (
    <InfoDialog
      title="Total Revenue"
      description="All paid invoices to date."
      size="sm"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {revenue.isPending ? (
        <Skeleton width="10rem" height="2.5rem" />
      ) : revenue.isError ? (
        <p role="alert" className="revenue-error">
          Failed to load revenue. Please try again.
        </p>
      ) : (
        <p className="revenue-total" data-testid="total-revenue">
          {formatMoney(revenue.data.totalRevenue)}
        </p>
      )}
    </InfoDialog>
  );
}
