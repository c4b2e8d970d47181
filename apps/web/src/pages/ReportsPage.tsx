import { ReportsScreen } from '../features/reports';

export function ReportsPage() {
  return <ReportsScreen />;
}
