import type { Knex } from 'knex';
import { checkIn } from './columns';
import type { Migration } from './migration.types';
import { VAT_RATES_BEFORE_DISBURSEMENTS } from './vat-rates-before-disbursements';

// A sixth VAT rate, 'disbursement': a cost paid on the client's behalf and recharged at cost,
// outside the scope of VAT and, unlike other outside-the-scope income, in no box of the return
// (VAT Notice 700/12). Every line's rate accepts it; the business's default rate does not (a
// default disbursement would take every line sent without a rate out of the return). The rates
// are written out so what this migration makes never changes. The registration threshold leaves
// disbursements out of turnover as it does exempt and outside-the-scope lines, so its partial
// index covers them.
const RATES = [...VAT_RATES_BEFORE_DISBURSEMENTS, 'disbursement'] as const;

const LINE_CHECKS = [
  ['invoice_line_items', 'invoice_line_items_vat_rate_check'],
  ['project_line_items', 'project_line_items_vat_rate_check'],
  ['recurring_invoice_lines', 'recurring_invoice_lines_vat_rate_check'],
] as const;

async function allowRates(knex: Knex, rates: readonly string[]): Promise<void> {
  for (const [table, check] of LINE_CHECKS) {
    await knex.raw(`alter table ${table} drop constraint ${check}`);
    await knex.raw(
      `alter table ${table} add constraint ${check} check (vat_rate is null or ${checkIn('vat_rate', rates)})`,
    );
  }
}

async function indexNotTaxable(knex: Knex, rates: readonly string[]): Promise<void> {
  await knex.raw('drop index if exists invoice_line_items_not_taxable_idx');
  await knex.raw(
    `create index invoice_line_items_not_taxable_idx on invoice_line_items (invoice_id) include (total)
       where ${checkIn('vat_rate', rates)}`,
  );
}

async function up(knex: Knex): Promise<void> {
  await allowRates(knex, RATES);
  await indexNotTaxable(knex, ['exempt', 'outside', 'disbursement']);
}

// Down fails while a line is a disbursement: nothing is rewritten silently.
async function down(knex: Knex): Promise<void> {
  await indexNotTaxable(knex, ['exempt', 'outside']);
  await allowRates(knex, VAT_RATES_BEFORE_DISBURSEMENTS);
}

export const vatRateDisbursement: Migration = {
  name: '20250622000100_vat_rate_disbursement',
  up,
  down,
};
