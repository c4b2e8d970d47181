import { useQuery } from '@tanstack/react-query';
import type { ClientTab } from '@crm/domain';
import { clientDocumentsQuery } from '../../../features/documents';
import { clientDomainsQuery } from '../../../features/domains';
import { clientInvoicesQuery } from '../../../features/invoices';
import { clientTasksQuery } from '../../../features/tasks';
import { clientProjectsQuery } from '../../../shared/pickers';

/**
 * The number beside each tab: the totals of the same client-scoped lists the tabs show (shared
 * from the query cache, so opening a tab costs no second request).
 */
export function useClientTabCounts(clientId: string): Partial<Record<ClientTab, number>> {
  const projects = useQuery(clientProjectsQuery(clientId));
  const invoices = useQuery(clientInvoicesQuery(clientId));
  const domains = useQuery(clientDomainsQuery(clientId));
  const tasks = useQuery(clientTasksQuery(clientId));
  const documents = useQuery(clientDocumentsQuery(clientId));
  return {
    projects: projects.data?.total,
    invoices: invoices.data?.total,
    domains: domains.data?.total,
    tasks: tasks.data?.total,
    documents: documents.data?.total,
  };
}
