import type { ActivityAction, ActivityEntityType } from '@crm/domain';
import type { Knex } from '@crm/db';
import { pageWithTotal } from '../../pagination/page-with-total';
import { rowCountQuery } from '../aggregates/aggregates.repository';
import { createOrderedIds } from './ordered-id';

export type ActivityRow = {
  id: string;
  action: ActivityAction;
  entity_type: ActivityEntityType;
  entity_id: string;
  summary: string;
  user_id: string | null;
  created_at: Date;
};

export type ActivityEntry = {
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityId: string;
  /** Human text, normally from activitySummary(): 'Created client Acme Ltd'. */
  summary: string;
  userId?: string | null;
};

const nextActivityId = createOrderedIds();

/**
 * Writes one line of the activity feed. Call it with the transaction that makes the change, so
 * the line exists exactly when the change does.
 */
export async function recordActivity(
  db: Knex | Knex.Transaction,
  entry: ActivityEntry,
): Promise<void> {
  await db('activity').insert({
    // Time-ordered: lines written in the same millisecond still list in the order written.
    id: nextActivityId(),
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    summary: entry.summary,
    user_id: entry.userId ?? null,
    // clock_timestamp, not now(): several changes in one transaction keep their order.
    created_at: db.raw('clock_timestamp()'),
  });
}

export async function listActivity(
  db: Knex | Knex.Transaction,
  { limit, offset, entityId }: { limit: number; offset: number; entityId?: string | undefined },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const page = db('activity').select('*');
  // One record's history is read through activity_entity_history_idx, and counted in full.
  if (entityId) page.where({ entity_id: entityId });
  page
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset(offset);
  const total = entityId
    ? db('activity').where({ entity_id: entityId }).count('*')
    : rowCountQuery(db, 'activity');
  return pageWithTotal<ActivityRow>(db, page, total);
}
