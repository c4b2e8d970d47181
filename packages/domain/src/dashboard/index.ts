export { DashboardMetricsSchema, RevenueSchema } from './dashboard.schema';
export type { DashboardMetrics, Revenue } from './dashboard.schema';
export {
  DASHBOARD_LIST_LIMIT,
  computeRevenue,
  unpaidInvoicesAmount,
  overdueInvoicesCount,
} from './dashboard.rules';
