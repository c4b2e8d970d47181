import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// A renewal on the 31st moved on by a month lands on the 28th of February; moved on again from
// there it would stay on the 28th. Each renewal invoiced keeps the day of the month its renewal
// falls on, carried from one period's item to the next, so the date comes back to the 31st.
// Null on items made before: their date's own day.
async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('renewal_invoice_items', (table) => {
    table.smallint('anchor_day');
    table.check('anchor_day between 1 and 31', [], 'renewal_invoice_items_anchor_day_check');
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('renewal_invoice_items', (table) => {
    table.dropChecks(['renewal_invoice_items_anchor_day_check']);
    table.dropColumn('anchor_day');
  });
}

export const renewalAnchorDay: Migration = {
  name: '20250619000100_renewal_anchor_day',
  up,
  down,
};
