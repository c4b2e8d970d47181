export { ActivityActionSchema, ActivityEntityTypeSchema, ActivitySchema } from './activity.schema';
export type { ActivityAction, ActivityEntityType, Activity } from './activity.schema';
export { NO_RECENT_ACTIVITY_TEXT, RECENT_ACTIVITY_LIMIT, activitySummary } from './activity.rules';
