import { queryOptions } from '@tanstack/react-query';
import { RECENT_ACTIVITY_LIMIT } from '@crm/domain';
import { api } from '../../lib/api';
import { dashboardKeys } from '../../shared/cache';

export const dashboardMetricsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.metrics,
    queryFn: ({ signal }) => api.dashboard.metrics({ signal }),
  });

export const upcomingRenewalsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.renewals,
    queryFn: ({ signal }) => api.dashboard.upcomingRenewals({ signal }),
  });

export const unpaidInvoicesQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.unpaid,
    queryFn: ({ signal }) => api.dashboard.unpaidInvoices({ signal }),
  });

/** Fetched only while a revenue dialog is open (spec: data fetched on open). */
export const revenueQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.revenue,
    queryFn: ({ signal }) => api.dashboard.revenue({ signal }),
  });

export const recentActivityQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.activity,
    queryFn: ({ signal }) =>
      api.activity.list({ query: { page: 1, limit: RECENT_ACTIVITY_LIMIT }, signal }),
  });

/** Turnover over the last 12 months and the VAT registration warning, if any. */
export const vatThresholdQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.vatThreshold,
    queryFn: ({ signal }) => api.dashboard.vatThreshold({ signal }),
  });
