import { emailActivitySummary } from '@crm/domain';
import type { Knex } from '@crm/db';
import { recordActivity } from '../activity/activity.repository';
import type { OutboxRow } from './outbox.repository';

/**
 * Writes "Emailed invoice INV-0001 to ..." in the history of the document a message was about,
 * once the mail server has taken it: the invoice's or quote's history says when it was sent.
 */
export async function recordSentActivity(db: Knex, message: OutboxRow): Promise<void> {
  // Alerts to the owner are about no one document.
  if (message.entity_id === null || message.kind === 'alert') return;
  const isQuote = message.kind === 'quote';
  const row = (await db(isQuote ? 'projects' : 'invoices')
    .where({ id: message.entity_id })
    .first(
      isQuote
        ? db.raw('coalesce(quote_number, project_name) as number')
        : 'invoice_number as number',
    )) as { number: string } | undefined;
  // The document was deleted since: nothing to write its history on.
  if (!row) return;
  await recordActivity(db, {
    action: 'updated',
    entityType: isQuote ? 'project' : 'invoice',
    entityId: message.entity_id,
    summary: emailActivitySummary(message.kind, row.number, [
      ...message.to_addresses,
      ...message.cc_addresses,
    ]),
  });
}
