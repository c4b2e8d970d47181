import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SELECTOR_LIMIT } from '@crm/domain';
import type { Task, TaskCreate } from '@crm/domain';
import { api } from '../../lib/api';
import { invalidateAfter, taskKeys } from '../../shared/cache';

/** Every task of one client (up to 1000): the client page's Tasks tab. */
export const clientTasksQuery = (clientId: string) =>
  queryOptions({
    queryKey: taskKeys.ofClient(clientId),
    queryFn: ({ signal }) =>
      api.tasks.list({ query: { clientId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });

/** Creates a task, or changes one when `id` is given. */
export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TaskCreate }): Promise<Task> =>
      id ? api.tasks.update({ params: { id }, body }) : api.tasks.create({ body }),
    onSuccess: () => invalidateAfter(queryClient, 'task'),
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.tasks.delete({ params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, 'task'),
  });
}
