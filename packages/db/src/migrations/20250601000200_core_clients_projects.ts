import type { Knex } from 'knex';
import { checkIn, idColumn, timestampColumns } from './columns';
import type { Migration } from './migration.types';

const PROJECT_STATUSES = ['lead', 'active', 'complete', 'on_hold'] as const;

async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('clients', (table) => {
    idColumn(knex, table);
    table.text('name').notNullable();
    table.text('email');
    table.text('phone');
    table.text('business_name');
    table.text('address');
    table.text('notes');
    // Comma-separated, as the screens split it.
    table.text('tags');
    timestampColumns(knex, table);
    table.index(['created_at', 'id']);
  });
  await knex.schema.createTable('projects', (table) => {
    idColumn(knex, table);
    table.text('project_name').notNullable();
    table.uuid('client_id').notNullable().references('id').inTable('clients').onDelete('CASCADE');
    table.text('status').notNullable().defaultTo('lead');
    table.date('start_date');
    table.date('due_date');
    table.decimal('price', 12, 2);
    table.boolean('paid').notNullable().defaultTo(false);
    table.text('notes');
    timestampColumns(knex, table);
    table.check(checkIn('status', PROJECT_STATUSES), [], 'projects_status_check');
    table.index(['client_id']);
    table.index(['status']);
    table.index(['created_at', 'id']);
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('projects');
  await knex.schema.dropTable('clients');
}

export const coreClientsProjects: Migration = {
  name: '20250601000200_core_clients_projects',
  up,
  down,
};
