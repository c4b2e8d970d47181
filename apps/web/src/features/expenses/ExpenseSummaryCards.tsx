import { FileTextIcon, MetricCard, ReceiptIcon, WalletIcon } from '@crm/ui';
import type { ExpenseSummary } from '@crm/api-contract';
import { formatMoney } from '@crm/domain';

/** Total Expenses, Receipts and Invoices, summed over every expense matching the filters. */
export function ExpenseSummaryCards({
  summary,
  isLoading,
}: {
  summary: ExpenseSummary | undefined;
  isLoading: boolean;
}) {
  const value = (amount: string | undefined) => (amount === undefined ? '—' : formatMoney(amount));
  return (
    <div className="card-grid">
      <MetricCard
        title="Total Expenses"
        value={value(summary?.totalExpenses)}
        isLoading={isLoading}
        icon={<WalletIcon />}
      />
      <MetricCard
        title="Receipts"
        value={value(summary?.receipts)}
        isLoading={isLoading}
        icon={<ReceiptIcon />}
      />
      <MetricCard
        title="Invoices"
        value={value(summary?.invoices)}
        isLoading={isLoading}
        icon={<FileTextIcon />}
      />
    </div>
  );
}
