import { queryOptions } from '@tanstack/react-query';
import { SELECTOR_LIMIT } from '@crm/domain';
import { api } from '../../lib/api';
import { invoiceKeys } from '../cache';

/** Every invoice of one client (up to 1000): the client page's Invoices tab. */
export const clientInvoicesQuery = (clientId: string) =>
  queryOptions({
    queryKey: invoiceKeys.ofClient(clientId),
    queryFn: ({ signal }) =>
      api.invoices.list({ query: { clientId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });

/** The invoices made from one project's quote: its page, and the warning before another. */
export const projectInvoicesQuery = (projectId: string) =>
  queryOptions({
    queryKey: invoiceKeys.ofProject(projectId),
    queryFn: ({ signal }) =>
      api.invoices.list({ query: { projectId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });
