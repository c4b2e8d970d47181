import { ExpensesScreen } from '../features/expenses';

export function ExpensesPage() {
  return <ExpensesScreen />;
}
