import { z } from 'zod';
import { IdSchema } from '../ids/id.schema';
import { InstantSchema } from '../dates/dates.schema';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES } from './activity.enums';

export const ActivityActionSchema = z.enum(ACTIVITY_ACTIONS);
export const ActivityEntityTypeSchema = z.enum(ACTIVITY_ENTITY_TYPES);

/** One line of the dashboard's Recent Activity feed. */
export const ActivitySchema = z.object({
  id: IdSchema,
  action: ActivityActionSchema,
  entityType: ActivityEntityTypeSchema,
  entityId: IdSchema,
  /** Human text, e.g. 'Created client Acme Ltd'. */
  summary: z.string(),
  createdAt: InstantSchema,
});
export type Activity = z.infer<typeof ActivitySchema>;
