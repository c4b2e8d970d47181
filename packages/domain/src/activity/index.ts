export { ActivityActionSchema, ActivityEntityTypeSchema, ActivitySchema } from './activity.schema';
export { ACTIVITY_ACTIONS, ACTIVITY_ENTITY_TYPES } from './activity.enums';
export type { ActivityAction, ActivityEntityType } from './activity.enums';
export type { Activity } from './activity.schema';
export {
  NO_RECENT_ACTIVITY_TEXT,
  RECENT_ACTIVITY_LIMIT,
  activitySummary,
  paymentActivitySummary,
  emailActivitySummary,
} from './activity.rules';
