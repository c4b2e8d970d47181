import { InvoicesScreen } from '../features/invoices';

export function InvoicesPage() {
  return <InvoicesScreen />;
}
