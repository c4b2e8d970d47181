import type { Knex } from 'knex';
import { idColumn, timestampColumns } from './columns';
import type { Migration } from './migration.types';

// Who sends the invoices and quotes (one row: `singleton` is unique and always true), and the
// supply date an invoice may give when the goods or services came before the invoice date.
async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('business_profile', (table) => {
    idColumn(knex, table);
    table.boolean('singleton').notNullable().defaultTo(true).unique();
    // Null until the profile is first saved (a logo may come first).
    table.text('trading_name');
    for (const column of [
      'legal_name',
      'company_number',
      'address',
      'email',
      'phone',
      'website',
      'vat_number',
      'bank_account_name',
      'sort_code',
      'account_number',
      'iban',
      'bic',
      'footer',
    ]) {
      table.text(column);
    }
    table.integer('payment_terms_days').notNullable().defaultTo(30);
    table.integer('quote_validity_days').notNullable().defaultTo(30);
    // The logo's bytes live in the file storage under this key, as uploaded files' do.
    table.text('logo_storage_key');
    table.text('logo_content_type');
    table.integer('logo_size_bytes');
    table.timestamp('logo_updated_at', { useTz: true });
    timestampColumns(knex, table);
    table.check('singleton', [], 'business_profile_singleton_check');
  });
  // Nullable without a default: PostgreSQL adds it without rewriting a million invoices.
  await knex.schema.alterTable('invoices', (table) => {
    table.date('supply_date');
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invoices', (table) => table.dropColumn('supply_date'));
  await knex.schema.dropTable('business_profile');
}

export const businessProfile: Migration = {
  name: '20250606000100_business_profile',
  up,
  down,
};
