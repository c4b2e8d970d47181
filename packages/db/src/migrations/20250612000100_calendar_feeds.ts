import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// A private calendar address per user. The token is the address's secret: whoever has it reads
// renewal and due dates, which anyone with the database can read anyway, so it is stored as is
// (to show the address again) and replaced on rotation. Not part of backups.
async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (table) => {
    table.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    table.text('token').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calendar_feeds');
}

export const calendarFeeds: Migration = { name: '20250612000100_calendar_feeds', up, down };
