import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SELECTOR_LIMIT } from '@crm/domain';
import { api } from '../../lib/api';
import { clientKeys, projectKeys } from '../cache';

/** How many matches the client picker shows per search: enough to choose, cheap with 100,000 clients. */
export const CLIENT_PICKER_LIMIT = 20;

/** The first matches of a picker search (server-side: never loads every client). */
export const clientPickerQuery = (search: string) =>
  queryOptions({
    queryKey: clientKeys.picker(search),
    queryFn: ({ signal }) =>
      api.clients.list({ query: { page: 1, limit: CLIENT_PICKER_LIMIT, search }, signal }),
    placeholderData: keepPreviousData,
  });

/** One client: the picker's chosen value, and the client page. */
export const clientQuery = (id: string) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) => api.clients.get({ params: { id }, signal }),
  });

/** Every project of one client (up to 1000): the client's Projects tab and project pickers. */
export const clientProjectsQuery = (clientId: string) =>
  queryOptions({
    queryKey: projectKeys.ofClient(clientId),
    queryFn: ({ signal }) =>
      api.projects.list({ query: { clientId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });
