import { ActivitySchema, PaginationQuerySchema } from '@crm/domain';
import { listResponseSchema } from './common.schema';
import { defineRoute } from './route';

export const ActivityListQuerySchema = PaginationQuerySchema.pick({ page: true, limit: true });
export const ActivityListSchema = listResponseSchema('activity', ActivitySchema);

export const activityRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/activity',
    summary: 'The activity feed (who created, changed or deleted what), latest first',
    tag: 'activity',
    query: ActivityListQuerySchema,
    response: ActivityListSchema,
  }),
} as const;
