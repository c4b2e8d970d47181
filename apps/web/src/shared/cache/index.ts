export { invalidateAfter } from './invalidation';
export type { EntityChange } from './invalidation';
export {
  clientKeys,
  dashboardKeys,
  domainKeys,
  expenseKeys,
  fileKeys,
  invoiceKeys,
  projectKeys,
  taskKeys,
} from './query-keys';
