import { activitySummary } from '@crm/domain';
import type { ActivityAction, ActivityEntityType } from '@crm/domain';
import type { Knex } from '@crm/db';
import { recordActivity } from './activity.repository';

/**
 * The activity line for a write: 'Created domain example.co.uk' from the action, the kind of
 * record and its name. Call it with the write's transaction, as recordActivity says.
 */
export async function recordChange(
  db: Knex | Knex.Transaction,
  action: ActivityAction,
  entityType: ActivityEntityType,
  entityId: string,
  label: string,
): Promise<void> {
  await recordActivity(db, {
    action,
    entityType,
    entityId,
    summary: activitySummary(action, entityType, label),
  });
}
