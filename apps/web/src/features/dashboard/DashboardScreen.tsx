import { useState } from 'react';
import { Button, TrendingUpIcon } from '@crm/ui';
import { PageHeader } from '../../components/PageHeader';
import { DashboardMetrics } from './DashboardMetrics';
import { RecentActivityCard } from './RecentActivityCard';
import { RevenueAnalyticsDialog } from './RevenueAnalyticsDialog';
import { UnpaidInvoicesCard } from './UnpaidInvoicesCard';
import { UpcomingRenewalsCard } from './UpcomingRenewalsCard';
import { VatThresholdBanner } from './VatThresholdBanner';
import './dashboard.css';

/**
 * The Dashboard: the VAT threshold warning (when due), metrics, revenue analytics, recent
 * activity, unpaid invoices, renewals.
 */
export function DashboardScreen() {
  const [isAnalyticsOpen, setAnalyticsOpen] = useState(false);
  return (
    <div className="page">
      <PageHeader
        title="Dashboard"
        actions={
          <Button onPress={() => setAnalyticsOpen(true)}>
            <TrendingUpIcon />
            View Revenue Analytics
          </Button>
        }
      />
      <VatThresholdBanner />
      <DashboardMetrics />
      <RecentActivityCard />
      <UnpaidInvoicesCard />
      <UpcomingRenewalsCard />
      <RevenueAnalyticsDialog isOpen={isAnalyticsOpen} onOpenChange={setAnalyticsOpen} />
    </div>
  );
}
