import { AgedDebtorsScreen } from '../features/reports';

export function AgedDebtorsPage() {
  return <AgedDebtorsScreen />;
}
