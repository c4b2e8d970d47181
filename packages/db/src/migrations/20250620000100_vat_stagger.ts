import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// The months HMRC ends the business's VAT quarters in (its "stagger": 1 for March, June,
// September and December; 2 and 3 for a month or two later), so the VAT return opens on the
// business's own quarter. Businesses saved before are on 1, the calendar quarters they saw.
async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('business_profile', (table) => {
    table.smallint('vat_stagger').notNullable().defaultTo(1);
    table.check('vat_stagger in (1, 2, 3)', [], 'business_profile_vat_stagger_check');
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('business_profile', (table) => {
    table.dropChecks(['business_profile_vat_stagger_check']);
    table.dropColumn('vat_stagger');
  });
}

export const vatStagger: Migration = {
  name: '20250620000100_vat_stagger',
  up,
  down,
};
