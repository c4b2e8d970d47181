export { invalidateAfter } from './invalidation';
export type { EntityChange } from './invalidation';
export {
  clientKeys,
  dashboardKeys,
  domainKeys,
  expenseKeys,
  fileKeys,
  invoiceKeys,
  outboxKeys,
  projectKeys,
  recurringInvoiceKeys,
  taskKeys,
  vatKeys,
} from './query-keys';
