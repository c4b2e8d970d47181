import type { Knex } from 'knex';
import { VAT_SCHEMES } from '@crm/domain';
import { checkIn } from './columns';
import type { Migration } from './migration.types';
import { VAT_RATES_BEFORE_DISBURSEMENTS as VAT_RATES } from './vat-rates-before-disbursements';

// VAT (issue 16). Each invoice and quote line keeps its rate (null: no VAT, the business was
// not registered); an invoice keeps its VAT, rounded once per rate, so its net is amount - VAT
// and the return reads it without recomputing. Expenses keep the VAT paid on them. The
// registration, scheme and default rate are the business's, beside its VAT number in the
// profile, and so travel in backups with it.
async function up(knex: Knex): Promise<void> {
  for (const table of ['invoice_line_items', 'project_line_items']) {
    await knex.schema.alterTable(table, (t) => {
      t.text('vat_rate');
      t.check(
        `vat_rate is null or ${checkIn('vat_rate', VAT_RATES)}`,
        [],
        `${table}_vat_rate_check`,
      );
    });
  }
  await knex.schema.alterTable('invoices', (t) => {
    t.decimal('vat_amount', 12, 2).notNullable().defaultTo(0);
  });
  // The VAT return reads a period's invoices by tax point: the supply date, else the invoice date.
  await knex.raw(
    'create index invoices_tax_point_index on invoices ((coalesce(supply_date, invoice_date)))',
  );
  await knex.schema.alterTable('expenses', (t) => {
    t.decimal('vat_amount', 12, 2).notNullable().defaultTo(0);
    t.check('vat_amount >= 0 and vat_amount <= amount', [], 'expenses_vat_amount_check');
  });
  await knex.schema.alterTable('business_profile', (t) => {
    t.boolean('vat_registered').notNullable().defaultTo(false);
    t.text('vat_scheme').notNullable().defaultTo('standard');
    t.decimal('vat_flat_rate_percent', 5, 2);
    t.text('vat_default_rate').notNullable().defaultTo('20');
    t.check(checkIn('vat_scheme', VAT_SCHEMES), [], 'business_profile_vat_scheme_check');
    t.check(checkIn('vat_default_rate', VAT_RATES), [], 'business_profile_vat_default_rate_check');
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('business_profile', (t) => {
    t.dropChecks(['business_profile_vat_scheme_check', 'business_profile_vat_default_rate_check']);
    t.dropColumns('vat_registered', 'vat_scheme', 'vat_flat_rate_percent', 'vat_default_rate');
  });
  await knex.schema.alterTable('expenses', (t) => {
    t.dropChecks(['expenses_vat_amount_check']);
    t.dropColumn('vat_amount');
  });
  await knex.raw('drop index invoices_tax_point_index');
  await knex.schema.alterTable('invoices', (t) => t.dropColumn('vat_amount'));
  for (const table of ['invoice_line_items', 'project_line_items']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropChecks([`${table}_vat_rate_check`]);
      t.dropColumn('vat_rate');
    });
  }
}

export const vat: Migration = { name: '20250615000100_vat', up, down };
