import type { Activity } from '@crm/domain';
import type { ActivityRow } from './activity.repository';

export function presentActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    summary: row.summary,
    createdAt: row.created_at.toISOString(),
  };
}
