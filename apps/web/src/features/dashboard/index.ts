export { DashboardScreen } from './DashboardScreen';
export { revenueQuery } from './dashboard.queries';
export { RevenueReportDialog } from './RevenueReportDialog';
export type { RevenueReportDialogProps } from './RevenueReportDialog';
