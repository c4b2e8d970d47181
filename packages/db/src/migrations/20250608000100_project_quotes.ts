import type { Knex } from 'knex';
import {
  fillMissingQuoteNumbers,
  fillMissingQuoteValidity,
  QUOTE_SEQUENCE_EXPRESSION,
  QUOTE_SEQUENCE_PREDICATE,
} from '../quote-numbers';
import { idColumn } from './columns';
import type { Migration } from './migration.types';

// Quotes as documents: a project gets a quote number (Q-0001, unique, allocated like invoice
// numbers), the day its price holds until, and optional lines like an invoice's. Existing
// projects are numbered in the order they were made and hold for 30 days from then.
async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    table.text('quote_number').unique();
    table.date('valid_until');
  });
  await knex.schema.createTable('project_line_items', (table) => {
    idColumn(knex, table);
    table.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.integer('position').notNullable();
    table.text('description').notNullable();
    table.integer('quantity').notNullable();
    table.decimal('unit_price', 12, 2).notNullable();
    table.decimal('total', 12, 2).notNullable();
    table.unique(['project_id', 'position']);
  });
  await knex.transaction(async (trx) => {
    await fillMissingQuoteNumbers(trx);
    await fillMissingQuoteValidity(trx);
  });
  await knex.raw(
    `create index projects_quote_sequence_idx on projects ((${QUOTE_SEQUENCE_EXPRESSION}))
     where ${QUOTE_SEQUENCE_PREDICATE}`,
  );
}

async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists projects_quote_sequence_idx');
  await knex.schema.dropTable('project_line_items');
  await knex.schema.alterTable('projects', (table) => {
    table.dropColumn('valid_until');
    table.dropColumn('quote_number');
  });
}

export const projectQuotes: Migration = { name: '20250608000100_project_quotes', up, down };
