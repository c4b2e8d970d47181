export { ReportsScreen } from './ReportsScreen';
export { AgedDebtorsScreen } from './AgedDebtorsScreen';
export { VatReturnScreen } from './VatReturnScreen';
export { RenewalsScreen } from './RenewalsScreen';
