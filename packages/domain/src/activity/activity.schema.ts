import { z } from 'zod';
import { IdSchema } from '../ids/id.schema';
import { InstantSchema } from '../dates/dates.schema';

export const ActivityActionSchema = z.enum(['created', 'updated', 'deleted']);
export type ActivityAction = z.infer<typeof ActivityActionSchema>;

export const ActivityEntityTypeSchema = z.enum(['client', 'project', 'invoice', 'domain', 'task', 'file', 'expense']);
export type ActivityEntityType = z.infer<typeof ActivityEntityTypeSchema>;

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
