import type { Knex } from 'knex';
import { OUTBOX_KINDS } from '@crm/domain';
import { checkIn } from './columns';
import type { Migration } from './migration.types';

// Alerts to the owner join the outbox (kind 'alert'). A digest lists many items (renewals at a
// threshold, invoices newly overdue); each item is recorded here with the message that told it,
// so it is told once however many passes, processes or digests follow. Not part of backups:
// like the outbox, it is a record of messages, not of the business.
async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'alter table outbox_messages drop constraint if exists outbox_messages_kind_check',
  );
  await knex.raw(
    `alter table outbox_messages add constraint outbox_messages_kind_check check (${checkIn('kind', OUTBOX_KINDS)})`,
  );
  await knex.schema.createTable('owner_alert_items', (table) => {
    table.text('item_key').primary();
    table.text('message_key').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('owner_alert_items');
  await knex('outbox_messages').where({ kind: 'alert' }).delete();
  await knex.raw('alter table outbox_messages drop constraint outbox_messages_kind_check');
  await knex.raw(
    `alter table outbox_messages add constraint outbox_messages_kind_check check (${checkIn('kind', ['invoice', 'quote', 'reminder', 'receipt'])})`,
  );
}

export const ownerAlerts: Migration = { name: '20250613000100_owner_alerts', up, down };
