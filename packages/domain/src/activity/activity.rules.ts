import type { ActivityAction, ActivityEntityType } from './activity.enums';

const ACTION_VERBS: Record<ActivityAction, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
};

export const NO_RECENT_ACTIVITY_TEXT = 'No recent activity';
/** How many activities the dashboard shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** 'Created client Acme Ltd', 'Deleted invoice INV-0003'. */
export function activitySummary(
  action: ActivityAction,
  entityType: ActivityEntityType,
  label: string,
): string {
  const name = label.trim();
  return name
    ? `${ACTION_VERBS[action]} ${entityType} ${name}`
    : `${ACTION_VERBS[action]} ${entityType}`;
}
