import type { Knex } from 'knex';
import { checkIn, idColumn, timestampColumns } from './columns';
import type { Migration } from './migration.types';

const RENEWAL_PERIODS = ['1', '6', '12'] as const;
const CREDENTIAL_TYPES = ['admin', 'hosting', 'email', 'ftp', 'database', 'other'] as const;

async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('domains', (table) => {
    idColumn(knex, table);
    table.text('domain_name').notNullable();
    table.uuid('client_id').notNullable().references('id').inTable('clients').onDelete('CASCADE');
    table.date('expiry_date').notNullable();
    table.decimal('renewal_price', 12, 2);
    table.text('registrar');
    table.date('email_renewal_date');
    table.text('email_provider');
    table.decimal('email_renewal_price', 12, 2);
    table.date('hosting_renewal_date');
    table.decimal('hosting_renewal_price', 12, 2);
    table.decimal('renewal_quote_price', 12, 2);
    table.decimal('email_renewal_quote_price', 12, 2);
    table.decimal('hosting_renewal_quote_price', 12, 2);
    table.text('renewal_period').notNullable().defaultTo('12');
    table.text('notes');
    timestampColumns(knex, table);
    table.check(checkIn('renewal_period', RENEWAL_PERIODS), [], 'domains_renewal_period_check');
    table.index(['client_id']);
    table.index(['expiry_date']);
    table.index(['created_at', 'id']);
  });
  await knex.schema.createTable('domain_credentials', (table) => {
    idColumn(knex, table);
    table.uuid('domain_id').notNullable().references('id').inTable('domains').onDelete('CASCADE');
    table.integer('position').notNullable().defaultTo(0);
    table.text('type').notNullable().defaultTo('admin');
    table.text('description');
    table.text('username');
    // Ciphertext once encryption at rest lands; never plain in exports or logs.
    table.text('password');
    table.text('url');
    timestampColumns(knex, table);
    table.check(checkIn('type', CREDENTIAL_TYPES), [], 'domain_credentials_type_check');
    table.index(['domain_id', 'position']);
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('domain_credentials');
  await knex.schema.dropTable('domains');
}

export const coreDomains: Migration = { name: '20250601000400_core_domains', up, down };
