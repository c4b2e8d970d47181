import type { Knex } from 'knex';
import { checkIn, idColumn, timestampColumns } from './columns';
import type { Migration } from './migration.types';

const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;

async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tasks', (table) => {
    idColumn(knex, table);
    table.text('title').notNullable();
    table.text('description');
    table.uuid('client_id').notNullable().references('id').inTable('clients').onDelete('CASCADE');
    table.uuid('project_id').references('id').inTable('projects').onDelete('SET NULL');
    table.boolean('completed').notNullable().defaultTo(false);
    table.text('priority').notNullable().defaultTo('medium');
    table.date('due_date');
    timestampColumns(knex, table);
    table.check(checkIn('priority', TASK_PRIORITIES), [], 'tasks_priority_check');
    table.index(['client_id', 'created_at']);
    table.index(['project_id']);
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tasks');
}

export const coreTasks: Migration = { name: '20250601000500_core_tasks', up, down };
