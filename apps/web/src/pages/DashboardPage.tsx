import { DashboardScreen } from '../features/dashboard';

export function DashboardPage() {
  return <DashboardScreen />;
}
