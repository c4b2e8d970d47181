import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// Trigram GIN indexes serve ILIKE '%term%' for global search and list searches (3+ characters).
const TRIGRAM_INDEXES: ReadonlyArray<[table: string, column: string]> = [
  ['clients', 'name'],
  ['clients', 'business_name'],
  ['clients', 'email'],
  ['projects', 'project_name'],
  ['invoices', 'invoice_number'],
  ['domains', 'domain_name'],
  ['tasks', 'title'],
  ['expenses', 'provider'],
];

const indexName = (table: string, column: string) => `${table}_${column}_trgm_idx`;

async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  for (const [table, column] of TRIGRAM_INDEXES) {
    await knex.raw('create index ?? on ?? using gin (?? gin_trgm_ops)', [
      indexName(table, column),
      table,
      column,
    ]);
  }
}

async function down(knex: Knex): Promise<void> {
  for (const [table, column] of TRIGRAM_INDEXES) {
    await knex.raw('drop index if exists ??', [indexName(table, column)]);
  }
}

export const coreSearchIndexes: Migration = {
  name: '20250601000800_core_search_indexes',
  up,
  down,
};
