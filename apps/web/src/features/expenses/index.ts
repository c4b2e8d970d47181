export { ExpensesScreen } from './ExpensesScreen';
export { invalidateExpenses, invalidateProfitLoss, profitLossQuery } from './expenses.queries';
