import type { Knex } from 'knex';
import type { Migration } from './migration.types';

// A client may have statutory late payment claims shown on its overdue invoices and reminders.
async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'alter table clients add column late_payment_claims boolean not null default false',
  );
}

async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table clients drop column late_payment_claims');
}

export const clientLatePayment: Migration = {
  name: '20250611000100_client_late_payment',
  up,
  down,
};
