import type { Knex } from 'knex';
import { PAYMENT_METHODS } from '@crm/domain';
import {
  aggregateTriggerFunction,
  refreshAggregatesFunction,
  type Aggregate,
} from './aggregate-sql';
import { AGGREGATE_TABLES } from './20250602000200_scale_aggregates';
import {
  AGGREGATES as BEFORE_PAYMENTS,
  INVOICE_TOTALS,
} from './20250605000100_invoice_totals_open_due_dates';
import { checkIn, idColumn, timestampColumns } from './columns';
import type { Migration } from './migration.types';

// Payments against invoices. An invoice keeps the sum of its payments (amount_paid) so lists
// show the balance without a join; the commands that write payments keep it in step. Revenue is
// counted by payment month (payment_months), so part payments count when received, and the
// dashboard's unpaid figures sum balances (invoice_totals.balance). Every invoice already paid
// gets one payment of its amount on the day it was paid.

const INVOICE_TOTALS_WITH_BALANCE: Aggregate = {
  ...INVOICE_TOTALS,
  measures: [...INVOICE_TOTALS.measures, ['balance', 'amount - amount_paid']],
};

const PAYMENT_MONTHS: Aggregate = {
  source: 'invoice_payments',
  target: 'payment_months',
  keys: [['month', `(date_trunc('month', paid_on))::date`]],
  measures: [
    ['payment_count', '1'],
    ['amount', 'amount'],
  ],
};

export const AGGREGATES: readonly Aggregate[] = [
  ...BEFORE_PAYMENTS.map((aggregate) =>
    aggregate === INVOICE_TOTALS ? INVOICE_TOTALS_WITH_BALANCE : aggregate,
  ),
  PAYMENT_MONTHS,
];
export const TABLES = [...AGGREGATE_TABLES, 'payment_months'];

async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invoice_payments', (table) => {
    idColumn(knex, table);
    table.uuid('invoice_id').notNullable().references('id').inTable('invoices').onDelete('CASCADE');
    table.decimal('amount', 12, 2).notNullable();
    table.date('paid_on').notNullable();
    table.text('method').notNullable().defaultTo('bank_transfer');
    table.text('reference');
    timestampColumns(knex, table);
    table.check('amount > 0', [], 'invoice_payments_amount_check');
    table.check(checkIn('method', PAYMENT_METHODS), [], 'invoice_payments_method_check');
    table.index(['invoice_id', 'paid_on']);
    table.index(['paid_on']);
  });
  // A constant default: PostgreSQL adds the column without rewriting the table.
  await knex.raw('alter table invoices add column amount_paid numeric(12,2) not null default 0');
  await knex.raw('alter table invoice_totals add column balance numeric not null default 0');
  await knex.raw(
    'create table payment_months (month date primary key, payment_count bigint not null default 0, amount numeric not null default 0)',
  );

  await knex.raw(aggregateTriggerFunction(AGGREGATES, 'invoices', 'create or replace'));
  await knex.raw(aggregateTriggerFunction(AGGREGATES, 'invoice_payments'));
  for (const [event, transition] of [
    ['insert', 'referencing new table as new_rows'],
    ['update', 'referencing old table as old_rows new table as new_rows'],
    ['delete', 'referencing old table as old_rows'],
  ] as const) {
    await knex.raw(
      `create trigger invoice_payments_aggregates_${event} after ${event} on invoice_payments ${transition} for each statement execute function crm_invoice_payments_aggregates()`,
    );
  }
  await knex.raw(
    'create trigger invoice_payments_aggregates_truncate after truncate on invoice_payments for each statement execute function crm_refresh_aggregates_trigger()',
  );
  await knex.raw(refreshAggregatesFunction(AGGREGATES, TABLES, 'create or replace'));

  await knex.raw(`insert into invoice_payments (invoice_id, amount, paid_on, method)
    select id, amount, coalesce((paid_at at time zone 'Europe/London')::date, invoice_date), 'other'
    from invoices where status = 'paid' and amount > 0`);
  await knex.raw(`update invoices set amount_paid = amount where status = 'paid' and amount > 0`);
  // The balance column started at zero for every row: rebuild every aggregate from its source.
  await knex.raw('select crm_refresh_aggregates()');
}

async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table invoice_payments');
  await knex.raw('drop function crm_invoice_payments_aggregates()');
  await knex.raw('drop table payment_months');
  await knex.raw(aggregateTriggerFunction(BEFORE_PAYMENTS, 'invoices', 'create or replace'));
  await knex.raw(refreshAggregatesFunction(BEFORE_PAYMENTS, AGGREGATE_TABLES, 'create or replace'));
  await knex.raw('alter table invoice_totals drop column balance');
  await knex.raw('alter table invoices drop column amount_paid');
  await knex.raw('select crm_refresh_aggregates()');
}

export const invoicePayments: Migration = { name: '20250607000100_invoice_payments', up, down };
