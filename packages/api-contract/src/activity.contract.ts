import { ActivitySchema, PaginationQuerySchema } from '@crm/domain';
import { listResponseSchema, OptionalIdQuerySchema } from './common.schema';
import { defineRoute } from './route';

/** page, limit, and entityId: one record's history (an invoice's, a project's). */
export const ActivityListQuerySchema = PaginationQuerySchema.pick({
  page: true,
  limit: true,
}).extend({
  entityId: OptionalIdQuerySchema,
});
export const ActivityListSchema = listResponseSchema('activity', ActivitySchema);

export const activityRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/activity',
    summary:
      'The activity feed (who created, changed or deleted what), latest first; with entityId, that record’s history',
    tag: 'activity',
    query: ActivityListQuerySchema,
    response: ActivityListSchema,
  }),
} as const;
