import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, SELECTOR_LIMIT } from '@crm/domain';
import type { Project, ProjectCreate, ProjectStatus } from '@crm/domain';
import { api } from '../../lib/api';
import { invalidateDashboard } from '../dashboard';

/** The Projects list's status filter: a status or every one. */
export type ProjectStatusFilter = ProjectStatus | 'all';

export type ProjectListParams = { page: number; search: string; status: ProjectStatusFilter };

// Every key starts with 'projects' so that one invalidation refreshes the list, pickers and tabs.
const projectKeys = {
  all: ['projects'] as const,
  list: (params: ProjectListParams) => ['projects', 'list', params] as const,
  ofClient: (clientId: string) => ['projects', 'client', clientId] as const,
};

/** One page of the Projects list (20 per page), searched and filtered by status. */
export const projectListQuery = (params: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) =>
      api.projects.list({
        query: { page: params.page, limit: PAGE_SIZE, search: params.search, status: params.status === 'all' ? undefined : params.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Every project of one client (up to 1000): the client's Projects tab and project pickers. */
export const clientProjectsQuery = (clientId: string) =>
  queryOptions({
    queryKey: projectKeys.ofClient(clientId),
    queryFn: ({ signal }) => api.projects.list({ query: { clientId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });

async function invalidateAfterProjectChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    // Tab counts on the client page, and invoices/tasks/files that show or keep a project.
    queryClient.invalidateQueries({ queryKey: ['clients', 'related-counts'] }),
    queryClient.invalidateQueries({ queryKey: ['invoices'] }),
    invalidateDashboard(queryClient),
  ]);
}

/** Creates a project (a quote when its status is lead), or changes one when `id` is given. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProjectCreate }): Promise<Project> =>
      id ? api.projects.update({ params: { id }, body }) : api.projects.create({ body }),
    onSuccess: () => invalidateAfterProjectChange(queryClient),
  });
}

/** Deletes a project; its invoices, tasks and files stay, detached from it. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.projects.delete({ params: { id } }),
    onSuccess: async () => {
      await invalidateAfterProjectChange(queryClient);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tasks'] }),
        queryClient.invalidateQueries({ queryKey: ['files'] }),
      ]);
    },
  });
}
