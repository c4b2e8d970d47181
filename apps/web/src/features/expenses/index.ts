export { ExpensesScreen } from './ExpensesScreen';
export { profitLossQuery } from './expenses.queries';
