export { renewalColumns } from './renewal-columns';
export type { RenewalColumnsOptions, RenewalRow } from './renewal-columns';
