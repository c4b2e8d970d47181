import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// Generated invoice numbers are one past the highest 'INV-####' in use. This partial expression
// index makes that max() an index lookup instead of a scan of every invoice. The expression and
// predicate must stay identical to the invoices repository's query for the planner to use it.
async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index invoices_number_sequence_idx on invoices (((substring(invoice_number from 5))::bigint))
     where invoice_number ~* '^INV-[0-9]{4,15}$'`,
  );
}

async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists invoices_number_sequence_idx');
}

export const filesInvoiceNumberIndex: Migration = {
  name: '20250601100100_files_invoice_number_index',
  up,
  down,
};
