import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { SELECTOR_LIMIT } from '@crm/domain';
import type { Task, TaskCreate } from '@crm/domain';
import { api } from '../../lib/api';

const taskKeys = {
  all: ['tasks'] as const,
  ofClient: (clientId: string) => ['tasks', 'client', clientId] as const,
};

/** Every task of one client (up to 1000): the client page's Tasks tab. */
export const clientTasksQuery = (clientId: string) =>
  queryOptions({
    queryKey: taskKeys.ofClient(clientId),
    queryFn: ({ signal }) => api.tasks.list({ query: { clientId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });

async function invalidateTasks(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['clients', 'related-counts'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard', 'activity'] }),
  ]);
}

/** Creates a task, or changes one when `id` is given. */
export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TaskCreate }): Promise<Task> =>
      id ? api.tasks.update({ params: { id }, body }) : api.tasks.create({ body }),
    onSuccess: () => invalidateTasks(queryClient),
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.tasks.delete({ params: { id } }),
    onSuccess: () => invalidateTasks(queryClient),
  });
}
