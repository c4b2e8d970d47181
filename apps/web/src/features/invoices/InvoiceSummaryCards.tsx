import { AlertIcon, CheckCircleIcon, ClockIcon, MetricCard, PoundIcon } from '@crm/ui';
import type { InvoiceSummary } from '@crm/api-contract';
import { formatMoney } from '@crm/domain';

/** Total Amount, Paid, Unpaid and Overdue, summed over every invoice matching the filters. */
export function InvoiceSummaryCards({
  summary,
  isLoading,
}: {
  summary: InvoiceSummary | undefined;
  isLoading: boolean;
}) {
  const value = (amount: string | undefined) => (amount === undefined ? '—' : formatMoney(amount));
  return (
    <div className="card-grid">
      <MetricCard
        title="Total Amount"
        value={value(summary?.totalAmount)}
        isLoading={isLoading}
        icon={<PoundIcon />}
      />
      <MetricCard
        title="Paid"
        value={value(summary?.paid)}
        tone="success"
        isLoading={isLoading}
        icon={<CheckCircleIcon />}
      />
      <MetricCard
        title="Unpaid"
        value={value(summary?.unpaid)}
        isLoading={isLoading}
        icon={<ClockIcon />}
      />
      <MetricCard
        title="Overdue"
        value={value(summary?.overdue)}
        tone="destructive"
        isLoading={isLoading}
        icon={<AlertIcon />}
      />
    </div>
  );
}
