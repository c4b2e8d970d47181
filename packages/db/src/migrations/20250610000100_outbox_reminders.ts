import type { Knex } from 'knex';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '@crm/domain';
import { checkIn } from './columns';
import type { Migration } from './migration.types';

// Reminders join the outbox (kind 'reminder'), and a planned message the owner skips is kept
// as 'skipped' under its key, so the scheduler never makes it.
async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'alter table outbox_messages drop constraint if exists outbox_messages_kind_check',
  );
  await knex.raw(
    'alter table outbox_messages drop constraint if exists outbox_messages_status_check',
  );
  await knex.raw(
    `alter table outbox_messages add constraint outbox_messages_kind_check check (${checkIn('kind', OUTBOX_KINDS)})`,
  );
  await knex.raw(
    `alter table outbox_messages add constraint outbox_messages_status_check check (${checkIn('status', OUTBOX_STATUSES)})`,
  );
}

async function down(knex: Knex): Promise<void> {
  await knex('outbox_messages').where({ kind: 'reminder' }).delete();
  await knex('outbox_messages').where({ status: 'skipped' }).delete();
  await knex.raw('alter table outbox_messages drop constraint outbox_messages_kind_check');
  await knex.raw('alter table outbox_messages drop constraint outbox_messages_status_check');
  await knex.raw(
    `alter table outbox_messages add constraint outbox_messages_kind_check check (${checkIn('kind', ['invoice', 'quote'])})`,
  );
  await knex.raw(
    `alter table outbox_messages add constraint outbox_messages_status_check check (${checkIn('status', ['queued', 'sending', 'sent', 'failed', 'not_sent'])})`,
  );
}

export const outboxReminders: Migration = { name: '20250610000100_outbox_reminders', up, down };
