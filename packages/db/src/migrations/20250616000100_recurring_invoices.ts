import type { Knex } from 'knex';
import { RECURRING_FREQUENCIES } from '@crm/domain';
import { checkIn, idColumn, timestampColumns } from './columns';
import type { Migration } from './migration.types';
import { VAT_RATES_BEFORE_DISBURSEMENTS as VAT_RATES } from './vat-rates-before-disbursements';

// Recurring invoices (issue 16): a schedule with its lines, and one row per period made. The
// period row's primary key (schedule, period date) is what makes each period's invoice exactly
// once (unique key: schedule, period date): two processes, a crash or a restart can only insert it once, and it stays when the
// invoice it made is deleted, so a deleted invoice is never made again.
async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recurring_invoices', (table) => {
    idColumn(knex, table);
    table.uuid('client_id').notNullable().references('id').inTable('clients').onDelete('CASCADE');
    table.uuid('project_id').references('id').inTable('projects').onDelete('SET NULL');
    table.text('frequency').notNullable();
    table.date('start_date').notNullable();
    table.date('end_date');
    table.integer('count');
    table.boolean('on_last_day').notNullable().defaultTo(false);
    table.integer('payment_terms_days');
    table.boolean('auto_send').notNullable().defaultTo(false);
    table.boolean('paused').notNullable().defaultTo(false);
    // Periods before this day are never made: set on resuming and on a change of the dates, so
    // neither bills the periods a pause (or the old dates) passed over.
    table.date('skip_before');
    timestampColumns(knex, table);
    table.check(
      checkIn('frequency', RECURRING_FREQUENCIES),
      [],
      'recurring_invoices_frequency_check',
    );
    table.check('count is null or count >= 1', [], 'recurring_invoices_count_check');
    table.index(['client_id']);
  });
  await knex.schema.createTable('recurring_invoice_lines', (table) => {
    idColumn(knex, table);
    table
      .uuid('recurring_invoice_id')
      .notNullable()
      .references('id')
      .inTable('recurring_invoices')
      .onDelete('CASCADE');
    table.integer('position').notNullable();
    table.text('description').notNullable();
    table.integer('quantity').notNullable();
    table.decimal('unit_price', 12, 2).notNullable();
    table.decimal('total', 12, 2).notNullable();
    table.text('vat_rate');
    table.unique(['recurring_invoice_id', 'position']);
    table.check(
      `vat_rate is null or ${checkIn('vat_rate', VAT_RATES)}`,
      [],
      'recurring_invoice_lines_vat_rate_check',
    );
  });
  await knex.schema.createTable('recurring_invoice_periods', (table) => {
    idColumn(knex, table);
    table
      .uuid('recurring_invoice_id')
      .notNullable()
      .references('id')
      .inTable('recurring_invoices')
      .onDelete('CASCADE');
    table.date('period_date').notNullable();
    table.uuid('invoice_id').references('id').inTable('invoices').onDelete('SET NULL');
    table.timestamp('made_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['recurring_invoice_id', 'period_date']);
    table.index(['invoice_id']);
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recurring_invoice_periods');
  await knex.schema.dropTable('recurring_invoice_lines');
  await knex.schema.dropTable('recurring_invoices');
}

export const recurringInvoices: Migration = {
  name: '20250616000100_recurring_invoices',
  up,
  down,
};
