import type { Knex } from 'knex';
import {
  aggregateSources,
  aggregateTriggerFunction,
  refreshAggregatesFunction,
  type Aggregate,
} from './aggregate-sql';
import type { Migration } from './migration.types';

// Counts and sums that lists, the dashboard and profit and loss would otherwise compute by
// scanning up to a million rows per request. Statement-level triggers with transition tables
// keep them exact in the same transaction as the change (one upsert per statement, not per
// row); crm_refresh_aggregates() rebuilds them from scratch (after bulk loads that bypass
// triggers). Every name and expression here is fixed: later changes go in a new migration
// (20250605000100_invoice_totals_open_due_dates redefines invoice_totals).

const LONDON_MONTH_PAID = `(date_trunc('month', paid_at at time zone 'Europe/London'))::date`;

export const INVOICE_TOTALS_BY_DUE_DATE: Aggregate = {
  source: 'invoices',
  target: 'invoice_totals',
  keys: [
    ['status', 'status'],
    ['due_date', 'due_date'],
  ],
  measures: [
    ['invoice_count', '1'],
    ['amount', 'amount'],
  ],
};

export const AGGREGATES: readonly Aggregate[] = [
  { source: 'clients', target: 'row_counts', keys: [['key', `'clients'`]], measures: [['n', '1']] },
  {
    source: 'projects',
    target: 'row_counts',
    keys: [['key', `'projects'`]],
    measures: [['n', '1']],
  },
  {
    source: 'projects',
    target: 'row_counts',
    keys: [['key', `'projects:' || status`]],
    measures: [['n', '1']],
  },
  { source: 'tasks', target: 'row_counts', keys: [['key', `'tasks'`]], measures: [['n', '1']] },
  {
    source: 'activity',
    target: 'row_counts',
    keys: [['key', `'activity'`]],
    measures: [['n', '1']],
  },
  // The files API lists client files only; expense receipts (no client) are not counted.
  {
    source: 'files',
    target: 'row_counts',
    keys: [['key', `'files:client'`]],
    measures: [['n', '1']],
    where: 'client_id is not null',
  },
  INVOICE_TOTALS_BY_DUE_DATE,
  {
    source: 'invoices',
    target: 'invoice_paid_months',
    keys: [['month', LONDON_MONTH_PAID]],
    measures: [
      ['invoice_count', '1'],
      ['amount', 'amount'],
    ],
    where: `status = 'paid' and paid_at is not null`,
  },
  {
    source: 'expenses',
    target: 'expense_totals',
    keys: [
      ['month', `(date_trunc('month', invoice_date))::date`],
      ['expense_type', 'expense_type'],
      ['allocation', 'allocation'],
      ['provider', 'provider'],
    ],
    measures: [
      ['expense_count', '1'],
      ['amount', 'amount'],
    ],
  },
  {
    source: 'domains',
    target: 'domain_expiry_counts',
    keys: [['expiry_date', 'expiry_date']],
    measures: [['domain_count', '1']],
  },
];

const SOURCES = aggregateSources(AGGREGATES);

// One statement each: PGlite prepares every raw query, and a prepared statement holds one command.
const TABLES = [
  'create table row_counts (key text primary key, n bigint not null default 0)',
  'create table invoice_totals (status text not null, due_date date not null, invoice_count bigint not null default 0, amount numeric not null default 0, primary key (status, due_date))',
  'create table invoice_paid_months (month date primary key, invoice_count bigint not null default 0, amount numeric not null default 0)',
  `create table expense_totals (month date not null, expense_type text not null, allocation text not null, provider text not null,
    expense_count bigint not null default 0, amount numeric not null default 0, primary key (month, expense_type, allocation, provider))`,
  'create table domain_expiry_counts (expiry_date date primary key, domain_count bigint not null default 0)',
];

export const AGGREGATE_TABLES = [
  'row_counts',
  'invoice_totals',
  'invoice_paid_months',
  'expense_totals',
  'domain_expiry_counts',
];

async function up(knex: Knex): Promise<void> {
  for (const sql of TABLES) await knex.raw(sql);
  await knex.raw(refreshAggregatesFunction(AGGREGATES, AGGREGATE_TABLES));
  // TRUNCATE has no transition table: rebuild everything (cheap once the table is empty).
  await knex.raw(`create function crm_refresh_aggregates_trigger() returns trigger language plpgsql as $body$
  begin perform crm_refresh_aggregates(); return null; end $body$`);
  for (const source of SOURCES) {
    await knex.raw(aggregateTriggerFunction(AGGREGATES, source));
    await knex.raw(
      `create trigger ${source}_aggregates_insert after insert on ${source} referencing new table as new_rows for each statement execute function crm_${source}_aggregates()`,
    );
    await knex.raw(
      `create trigger ${source}_aggregates_update after update on ${source} referencing old table as old_rows new table as new_rows for each statement execute function crm_${source}_aggregates()`,
    );
    await knex.raw(
      `create trigger ${source}_aggregates_delete after delete on ${source} referencing old table as old_rows for each statement execute function crm_${source}_aggregates()`,
    );
    await knex.raw(
      `create trigger ${source}_aggregates_truncate after truncate on ${source} for each statement execute function crm_refresh_aggregates_trigger()`,
    );
  }
  await knex.raw('select crm_refresh_aggregates()');
}

async function down(knex: Knex): Promise<void> {
  for (const source of SOURCES) {
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      await knex.raw(`drop trigger if exists ${source}_aggregates_${event} on ${source}`);
    await knex.raw(`drop function if exists crm_${source}_aggregates()`);
  }
  await knex.raw('drop function if exists crm_refresh_aggregates_trigger()');
  await knex.raw('drop function if exists crm_refresh_aggregates()');
  await knex.raw(`drop table if exists ${AGGREGATE_TABLES.join(', ')}`);
}

export const scaleAggregates: Migration = { name: '20250602000200_scale_aggregates', up, down };
