import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// GET /api/renewals reads email and hosting renewals due by a date (expired included) as well
// as domain expiries (already indexed on expiry_date). Partial: most domains record neither date.
const INDEXES: ReadonlyArray<readonly [name: string, sql: string]> = [
  [
    'domains_email_renewal_date_id_index',
    'create index domains_email_renewal_date_id_index on domains (email_renewal_date, id) where email_renewal_date is not null',
  ],
  [
    'domains_hosting_renewal_date_id_index',
    'create index domains_hosting_renewal_date_id_index on domains (hosting_renewal_date, id) where hosting_renewal_date is not null',
  ],
];

async function up(knex: Knex): Promise<void> {
  for (const [, sql] of INDEXES) await knex.raw(sql);
}

async function down(knex: Knex): Promise<void> {
  for (const [name] of INDEXES) await knex.raw('drop index if exists ??', [name]);
}

export const renewalDateIndexes: Migration = {
  name: '20250603000100_renewal_date_indexes',
  up,
  down,
};
