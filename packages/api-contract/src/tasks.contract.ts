import { PaginationQuerySchema, TaskCreateSchema, TaskSchema, TaskUpdateSchema } from '@crm/domain';
import { IdParamsSchema, listResponseSchema, OptionalIdQuerySchema } from './common.schema';
import { defineRoute } from './route';

/** page, limit, clientId. */
export const TaskListQuerySchema = PaginationQuerySchema.pick({ page: true, limit: true }).extend({
  clientId: OptionalIdQuerySchema,
});
export const TaskListSchema = listResponseSchema('tasks', TaskSchema);

export const taskRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/tasks',
    summary: 'List tasks, newest first',
    tag: 'tasks',
    query: TaskListQuerySchema,
    response: TaskListSchema,
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/tasks/:id',
    summary: 'One task',
    tag: 'tasks',
    params: IdParamsSchema,
    response: TaskSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/tasks',
    summary: 'Create a task for a client (and optionally one of its projects)',
    tag: 'tasks',
    body: TaskCreateSchema,
    response: TaskSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/tasks/:id',
    summary: 'Change a task (only the fields sent)',
    tag: 'tasks',
    params: IdParamsSchema,
    body: TaskUpdateSchema,
    response: TaskSchema,
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/api/tasks/:id',
    summary: 'Delete a task',
    tag: 'tasks',
    params: IdParamsSchema,
    status: 204,
  }),
} as const;
