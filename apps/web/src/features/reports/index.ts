export { ReportsScreen } from './ReportsScreen';
export { AgedDebtorsScreen } from './AgedDebtorsScreen';
