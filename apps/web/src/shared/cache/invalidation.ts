import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
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
} from './query-keys';

/**
 * What changed on the server. Deleting a client or a project reaches further than saving one
 * (the cascade, the detached records), so those have their own entries.
 */
export type EntityChange =
  | 'client'
  | 'client-deleted'
  | 'project'
  | 'project-deleted'
  | 'invoice'
  | 'domain'
  | 'file'
  | 'document'
  | 'task'
  | 'expense'
  | 'outbox'
  | 'recurring-invoice';

// The one map of "this changed" to "these cached answers are stale"; mutations call
// invalidateAfter instead of listing other entities' keys themselves.
const STALE_AFTER: Record<EntityChange, readonly QueryKey[]> = {
  // Projects, invoices, domains and recurring invoices embed the client's name.
  client: [
    clientKeys.all,
    projectKeys.all,
    invoiceKeys.all,
    domainKeys.all,
    recurringInvoiceKeys.all,
    dashboardKeys.all,
  ],
  // The cascade removes the client's projects, invoices, domains, tasks, files and recurring
  // invoices too.
  'client-deleted': [
    clientKeys.all,
    projectKeys.all,
    invoiceKeys.all,
    domainKeys.all,
    taskKeys.all,
    fileKeys.all,
    recurringInvoiceKeys.all,
    dashboardKeys.all,
  ],
  // Tab counts on the client page, and invoices that show the project.
  project: [
    projectKeys.all,
    clientKeys.relatedCountsAll,
    invoiceKeys.all,
    recurringInvoiceKeys.all,
    dashboardKeys.all,
  ],
  // Its invoices, tasks, files and recurring invoices stay, detached from it.
  'project-deleted': [
    projectKeys.all,
    clientKeys.relatedCountsAll,
    invoiceKeys.all,
    recurringInvoiceKeys.all,
    dashboardKeys.all,
    taskKeys.all,
    fileKeys.all,
  ],
  // Dashboard metrics (spec: refreshed after invoice save or mark paid), the P&L revenue, and
  // the reminders the outbox plans (a payment or a new due date changes them).
  invoice: [
    invoiceKeys.all,
    clientKeys.relatedCountsAll,
    dashboardKeys.all,
    expenseKeys.profitLoss,
    outboxKeys.all,
  ],
  // The dashboard shows domains due and upcoming renewals.
  domain: [domainKeys.all, clientKeys.relatedCountsAll, dashboardKeys.all],
  file: [fileKeys.all, clientKeys.relatedCountsAll, dashboardKeys.all],
  // A client document is a file; of the dashboard only its activity feed mentions it.
  document: [fileKeys.all, clientKeys.relatedCountsAll, dashboardKeys.activity],
  task: [taskKeys.all, clientKeys.relatedCountsAll, dashboardKeys.activity],
  expense: [expenseKeys.all],
  // A message made, retried or skipped, or the reminder schedule changed: the outbox lists it.
  outbox: [outboxKeys.all],
  // A schedule's invoices are made later by the scheduler; saving one records activity only.
  'recurring-invoice': [recurringInvoiceKeys.all, dashboardKeys.activity],
};

/** Marks stale every cached answer that `change` may have moved. */
export async function invalidateAfter(
  queryClient: QueryClient,
  change: EntityChange,
): Promise<void> {
  await Promise.all(
    STALE_AFTER[change].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
