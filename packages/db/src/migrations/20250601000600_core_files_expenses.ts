import type { Knex } from 'knex';
import { checkIn, idColumn, timestampColumns } from './columns';
import type { Migration } from './migration.types';

const DOCUMENT_TYPES = ['quote', 'invoice', 'general'] as const;
const EXPENSE_TYPES = ['receipt', 'invoice'] as const;
const ALLOCATIONS = ['hosting', 'purchase', 'domain', 'software', 'marketing', 'other'] as const;

// Client documents, the files library and expense receipts share one files table.
async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('files', (table) => {
    idColumn(knex, table);
    table.text('filename').notNullable();
    table.text('content_type').notNullable();
    table.bigInteger('size_bytes').notNullable();
    // Where the bytes live in file storage; never a path the web server serves.
    table.text('storage_key').notNullable().unique();
    // Null for expense receipts, which belong to no client.
    table.uuid('client_id').references('id').inTable('clients').onDelete('CASCADE');
    table.uuid('project_id').references('id').inTable('projects').onDelete('SET NULL');
    // Set for client documents; null for the files library and receipts.
    table.text('document_type');
    timestampColumns(knex, table);
    table.check(
      `document_type is null or ${checkIn('document_type', DOCUMENT_TYPES)}`,
      [],
      'files_document_type_check',
    );
    table.index(['client_id', 'created_at']);
    table.index(['project_id']);
    table.index(['created_at', 'id']);
  });
  await knex.schema.createTable('expenses', (table) => {
    idColumn(knex, table);
    table.text('expense_type').notNullable().defaultTo('receipt');
    table.text('allocation').notNullable().defaultTo('purchase');
    table.date('invoice_date').notNullable();
    table.decimal('amount', 12, 2).notNullable();
    table.text('provider').notNullable();
    table.text('description');
    table.uuid('file_id').references('id').inTable('files').onDelete('SET NULL');
    timestampColumns(knex, table);
    table.check(checkIn('expense_type', EXPENSE_TYPES), [], 'expenses_expense_type_check');
    table.check(checkIn('allocation', ALLOCATIONS), [], 'expenses_allocation_check');
    table.index(['invoice_date', 'id']);
    table.index(['amount', 'id']);
    table.index(['expense_type']);
    table.index(['allocation']);
    table.index(['provider']);
    table.index(['file_id']);
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('expenses');
  await knex.schema.dropTable('files');
}

export const coreFilesExpenses: Migration = {
  name: '20250601000600_core_files_expenses',
  up,
  down,
};
