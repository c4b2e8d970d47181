import type { Knex } from 'knex';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '@crm/domain';
import { checkIn, idColumn, timestampColumns } from './columns';
import type { Migration } from './migration.types';

// Every message the product makes, sent or not. idempotency_key is unique: a message is made
// once for its cause (a send request's key), so a retried request or a second process cannot
// make it twice. raw is the whole MIME source as sent, so what went out can be read back.
async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox_messages', (table) => {
    idColumn(knex, table);
    table.text('idempotency_key').notNullable().unique();
    table.text('kind').notNullable();
    table.uuid('entity_id');
    table.text('status').notNullable().defaultTo('queued');
    table.text('from_address').notNullable();
    table.jsonb('to_addresses').notNullable();
    table.jsonb('cc_addresses').notNullable();
    table.text('subject').notNullable();
    table.text('body').notNullable();
    table.jsonb('attachments').notNullable();
    table.text('raw').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('last_error');
    table.timestamp('sent_at', { useTz: true });
    timestampColumns(knex, table);
    table.check(checkIn('status', OUTBOX_STATUSES), [], 'outbox_messages_status_check');
    table.check(checkIn('kind', OUTBOX_KINDS), [], 'outbox_messages_kind_check');
    table.index(['status', 'next_attempt_at']);
    table.index(['entity_id']);
    table.index(['created_at', 'id']);
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox_messages');
}

export const outbox: Migration = { name: '20250609000100_outbox', up, down };
