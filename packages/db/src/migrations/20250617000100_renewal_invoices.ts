import type { Knex } from 'knex';
import { DEFAULT_RENEWAL_INVOICE_DAYS, MAX_RENEWAL_INVOICE_DAYS, RENEWAL_KINDS } from '@crm/domain';
import { checkIn, idColumn } from './columns';
import type { Migration } from './migration.types';

// Renewal invoices (issue 16). A domain may have its renewals invoiced by the scheduler at the
// quote prices, some days before each one. Each renewal invoiced is a row, unique by (domain,
// kind, renewal date), inserted in the transaction that makes its invoice: two processes, a
// crash or a restart can only invoice a renewal once. The row stays when its invoice is
// deleted, so a deleted renewal invoice is never made again. period_months is the renewal period
// the invoice was made for (the domain's may change before it is paid); advanced_from and
// advanced_to record the date the renewal moved from and to when the invoice was paid, so paying
// (or reopening) acts once.
async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('domains', (table) => {
    table.boolean('renewal_invoicing').notNullable().defaultTo(false);
    table.integer('renewal_invoice_days').notNullable().defaultTo(DEFAULT_RENEWAL_INVOICE_DAYS);
    table.boolean('renewal_invoice_auto_send').notNullable().defaultTo(false);
    table.check(
      `renewal_invoice_days between 1 and ${MAX_RENEWAL_INVOICE_DAYS}`,
      [],
      'domains_renewal_invoice_days_check',
    );
  });
  // The scheduler's pass reads only the domains that invoice their renewals.
  await knex.raw(
    'create index domains_renewal_invoicing_index on domains (id) where renewal_invoicing',
  );
  await knex.schema.createTable('renewal_invoice_items', (table) => {
    idColumn(knex, table);
    table.uuid('domain_id').notNullable().references('id').inTable('domains').onDelete('CASCADE');
    table.text('kind').notNullable();
    table.date('renewal_date').notNullable();
    table.uuid('invoice_id').references('id').inTable('invoices').onDelete('SET NULL');
    table.integer('period_months').notNullable();
    table.date('advanced_from');
    table.date('advanced_to');
    table.timestamp('made_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['domain_id', 'kind', 'renewal_date']);
    table.index(['invoice_id']);
    table.check(checkIn('kind', RENEWAL_KINDS), [], 'renewal_invoice_items_kind_check');
    table.check('period_months >= 1', [], 'renewal_invoice_items_period_check');
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('renewal_invoice_items');
  await knex.raw('drop index if exists domains_renewal_invoicing_index');
  await knex.schema.alterTable('domains', (table) => {
    table.dropChecks(['domains_renewal_invoice_days_check']);
    table.dropColumn('renewal_invoicing');
    table.dropColumn('renewal_invoice_days');
    table.dropColumn('renewal_invoice_auto_send');
  });
}

export const renewalInvoices: Migration = {
  name: '20250617000100_renewal_invoices',
  up,
  down,
};
