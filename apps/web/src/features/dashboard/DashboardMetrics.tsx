import { useQuery } from '@tanstack/react-query';
import { AlertIcon, BriefcaseIcon, GlobeIcon, MetricCard, PoundIcon, UsersIcon } from '@crm/ui';
import { formatMoney } from '@crm/domain';
import { LoadError } from '../../components/LoadError';
import { dashboardMetricsQuery } from './dashboard.queries';

/** The four headline cards: clients, active projects, domains due, unpaid invoices. */
export function DashboardMetrics() {
  const metrics = useQuery(dashboardMetricsQuery());
  if (metrics.isError)
    return (
      <LoadError
        message="Failed to load dashboard metrics"
        onRetry={() => void metrics.refetch()}
      />
    );
  const data = metrics.data;
  const isLoading = metrics.isPending;
  return (
    <div className="metric-grid">
      <MetricCard
        title="Total Clients"
        icon={<UsersIcon />}
        value={data?.totalClients ?? ''}
        isLoading={isLoading}
      />
      <MetricCard
        title="Active Projects"
        icon={<BriefcaseIcon />}
        value={data?.activeProjects ?? ''}
        isLoading={isLoading}
      />
      <MetricCard
        title="Domains Due"
        icon={<GlobeIcon />}
        value={data?.domainsDue ?? ''}
        hint="Within 30 days"
        tone={data && data.domainsDue > 0 ? 'primary' : 'default'}
        isLoading={isLoading}
      />
      <MetricCard
        title="Unpaid Invoices"
        icon={data && data.overdueInvoicesCount > 0 ? <AlertIcon /> : <PoundIcon />}
        value={data ? formatMoney(data.unpaidInvoicesAmount) : ''}
        hint={data ? `${data.overdueInvoicesCount} overdue` : undefined}
        tone={data && data.overdueInvoicesCount > 0 ? 'destructive' : 'default'}
        isLoading={isLoading}
      />
    </div>
  );
}
