export { renewalColumns } from './renewal-columns';
export type { RenewalColumnsOptions, RenewalRow } from './renewal-columns';
export { MarginAmount, marginColumn, RenewalMarginCell } from './renewal-margin';
