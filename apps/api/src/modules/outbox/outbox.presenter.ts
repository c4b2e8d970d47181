import type { OutboxMessage } from '@crm/domain';
import type { OutboxRow } from './outbox.repository';

export function presentOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    entityId: row.entity_id,
    status: row.status,
    from: row.from_address,
    to: row.to_addresses,
    cc: row.cc_addresses,
    subject: row.subject,
    body: row.body,
    attachments: row.attachments,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
    plannedFor: null,
    createdAt: row.created_at.toISOString(),
  };
}
