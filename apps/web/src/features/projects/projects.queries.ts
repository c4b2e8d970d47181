import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@crm/domain';
import type { Invoice, Project, ProjectCreate, ProjectStatus } from '@crm/domain';
import { buildPath } from '@crm/api-client';
import { projectRoutes } from '@crm/api-contract';
import { api } from '../../lib/api';
import { invalidateAfter, projectKeys } from '../../shared/cache';

/** The Projects list's status filter: a status or every one. */
export type ProjectStatusFilter = ProjectStatus | 'all';

export type ProjectListParams = { page: number; search: string; status: ProjectStatusFilter };

/** One page of the Projects list (20 per page), searched and filtered by status. */
export const projectListQuery = (params: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) =>
      api.projects.list({
        query: {
          page: params.page,
          limit: PAGE_SIZE,
          search: params.search,
          status: params.status === 'all' ? undefined : params.status,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One project with its quote's lines. */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => api.projects.get({ params: { id }, signal }),
  });

/** GET /api/projects/{id}/pdf: the quote as the API renders it. */
export function quotePdfUrl(id: string): string {
  return buildPath(projectRoutes.pdf.path, { id });
}

/** Opens the quote's PDF in a new tab (from a press, so no pop-up blocker stops it). */
export function openQuotePdf(id: string): void {
  window.open(quotePdfUrl(id), '_blank', 'noopener');
}

/** Creates a project (a quote when its status is lead), or changes one when `id` is given. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProjectCreate }): Promise<Project> =>
      id ? api.projects.update({ params: { id }, body }) : api.projects.create({ body }),
    onSuccess: () => invalidateAfter(queryClient, 'project'),
  });
}

/** Deletes a project; its invoices, tasks and files stay, detached from it. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.projects.delete({ params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, 'project-deleted'),
  });
}

/** POST /api/projects/{id}/invoice: the quote becomes an unpaid invoice; a lead turns active. */
export function useInvoiceQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<Invoice> => api.invoices.fromQuote({ params: { id } }),
    onSuccess: () =>
      Promise.all([
        invalidateAfter(queryClient, 'invoice'),
        invalidateAfter(queryClient, 'project'),
      ]),
  });
}
