import { RenewalsScreen } from '../features/reports';

export function RenewalsPage() {
  return <RenewalsScreen />;
}
