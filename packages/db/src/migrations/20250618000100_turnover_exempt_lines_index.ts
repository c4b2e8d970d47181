import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// The registration threshold leaves exempt and outside-the-scope lines out of turnover. Few
// lines have those rates, so a partial index of just them lets the dashboard subtract their
// total without reading every line of a year's invoices. The rates are written out (the domain's
// NOT_TAXABLE_TURNOVER_RATES today), so what this migration makes never changes.
async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index invoice_line_items_not_taxable_idx on invoice_line_items (invoice_id) include (total)
       where vat_rate in ('exempt', 'outside')`,
  );
}

async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists invoice_line_items_not_taxable_idx');
}

export const turnoverExemptLinesIndex: Migration = {
  name: '20250618000100_turnover_exempt_lines_index',
  up,
  down,
};
