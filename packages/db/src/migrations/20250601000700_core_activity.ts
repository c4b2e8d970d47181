import type { Knex } from 'knex';
import { checkIn, idColumn } from './columns';
import type { Migration } from './migration.types';

const ACTIONS = ['created', 'updated', 'deleted'] as const;

// An append-only feed: no foreign key on entity_id, so a row outlives what it describes.
async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activity', (table) => {
    idColumn(knex, table);
    table.text('action').notNullable();
    table.text('entity_type').notNullable();
    table.uuid('entity_id');
    table.text('summary').notNullable();
    table.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(checkIn('action', ACTIONS), [], 'activity_action_check');
    table.index(['created_at', 'id']);
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('activity');
}

export const coreActivity: Migration = { name: '20250601000700_core_activity', up, down };
