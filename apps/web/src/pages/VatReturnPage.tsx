import { VatReturnScreen } from '../features/reports';

export function VatReturnPage() {
  return <VatReturnScreen />;
}
