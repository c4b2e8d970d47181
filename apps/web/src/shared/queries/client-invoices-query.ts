import { queryOptions } from '@tanstack/react-query';
import { SELECTOR_LIMIT } from '@crm/domain';
import { api } from '../../lib/api';
import { invoiceKeys } from '../cache';

/**
 * Every invoice of one client (up to 1000): the client page's Invoices tab, and a project's
 * check for invoices already made from it.
 */
export const clientInvoicesQuery = (clientId: string) =>
  queryOptions({
    queryKey: invoiceKeys.ofClient(clientId),
    queryFn: ({ signal }) =>
      api.invoices.list({ query: { clientId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });
