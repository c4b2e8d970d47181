export { DashboardScreen } from './DashboardScreen';
export { invalidateDashboard, revenueQuery } from './dashboard.queries';
