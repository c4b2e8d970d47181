import { activitySummary } from '@crm/domain';
import type { ActivityAction, ActivityEntityType } from '@crm/domain';
import type { MockDb } from './mock-db.types';

/** Adds a line with its own wording (a payment's), as the API's recordActivity does. */
export function recordActivityLine(
  db: MockDb,
  line: {
    action: ActivityAction;
    entityType: ActivityEntityType;
    entityId: string;
    summary: string;
  },
): void {
  db.activity.unshift({ id: db.newId(), ...line, createdAt: db.now() });
}

/** Adds a line to the activity feed (latest first), as the API does in the same transaction. */
export function recordActivity(
  db: MockDb,
  action: ActivityAction,
  entityType: ActivityEntityType,
  entityId: string,
  label: string,
): void {
  db.activity.unshift({
    id: db.newId(),
    action,
    entityType,
    entityId,
    summary: activitySummary(action, entityType, label),
    createdAt: db.now(),
  });
}
