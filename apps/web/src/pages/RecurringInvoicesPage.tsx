import { RecurringInvoicesScreen } from '../features/recurring-invoices';

export function RecurringInvoicesPage() {
  return <RecurringInvoicesScreen />;
}
