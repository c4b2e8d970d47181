import type { Knex } from 'knex';
import { checkIn, idColumn, timestampColumns } from './columns';
import type { Migration } from './migration.types';

const INVOICE_STATUSES = ['unpaid', 'paid', 'overdue'] as const;

async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invoices', (table) => {
    idColumn(knex, table);
    table.text('invoice_number').notNullable().unique();
    table.uuid('client_id').notNullable().references('id').inTable('clients').onDelete('CASCADE');
    table.uuid('project_id').references('id').inTable('projects').onDelete('SET NULL');
    table.date('invoice_date').notNullable();
    table.date('due_date').notNullable();
    table.text('status').notNullable().defaultTo('unpaid');
    table.decimal('amount', 12, 2).notNullable().defaultTo(0);
    // Cash-basis revenue is placed in the month an invoice was paid.
    table.timestamp('paid_at', { useTz: true });
    timestampColumns(knex, table);
    table.check(checkIn('status', INVOICE_STATUSES), [], 'invoices_status_check');
    table.index(['client_id']);
    table.index(['project_id']);
    table.index(['status', 'due_date']);
    table.index(['due_date']);
    table.index(['paid_at']);
    table.index(['created_at', 'id']);
  });
  await knex.schema.createTable('invoice_line_items', (table) => {
    idColumn(knex, table);
    table.uuid('invoice_id').notNullable().references('id').inTable('invoices').onDelete('CASCADE');
    table.integer('position').notNullable();
    table.text('description').notNullable();
    table.integer('quantity').notNullable();
    table.decimal('unit_price', 12, 2).notNullable();
    table.decimal('total', 12, 2).notNullable();
    table.unique(['invoice_id', 'position']);
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('invoice_line_items');
  await knex.schema.dropTable('invoices');
}

export const coreInvoices: Migration = { name: '20250601000300_core_invoices', up, down };
