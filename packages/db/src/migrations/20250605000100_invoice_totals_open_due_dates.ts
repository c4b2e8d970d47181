import type { Knex } from 'knex';
import {
  aggregateTriggerFunction,
  rebuildAggregate,
  refreshAggregatesFunction,
  type Aggregate,
} from './aggregate-sql';
import {
  AGGREGATES as KEYED_BY_DUE_DATE,
  AGGREGATE_TABLES,
  INVOICE_TOTALS_BY_DUE_DATE,
} from './20250602000200_scale_aggregates';
import type { Migration } from './migration.types';

// The invoice list's summary cards and the dashboard sum invoice_totals on every request. Its
// rows were keyed by status and due date, yet the due date only decides anything while an
// invoice is unpaid (due, or overdue once the date passes): paid and marked-overdue invoices now
// share one row per status (due_date null). At a million invoices that is about a third of the
// rows to sum. The overdue and unpaid lists also get an index over open invoices, newest first,
// so they skip the paid ones without reading them.

export const INVOICE_TOTALS: Aggregate = {
  source: 'invoices',
  target: 'invoice_totals',
  keys: [
    ['status', 'status'],
    ['due_date', `case when status = 'unpaid' then due_date end`],
  ],
  measures: [
    ['invoice_count', '1'],
    ['amount', 'amount'],
  ],
};

export const AGGREGATES: readonly Aggregate[] = KEYED_BY_DUE_DATE.map((aggregate) =>
  aggregate === INVOICE_TOTALS_BY_DUE_DATE ? INVOICE_TOTALS : aggregate,
);

const OPEN_INVOICES_INDEX = 'invoices_open_created_at_id_index';

/** Redefines the functions (their triggers keep pointing at them) and refills invoice_totals. */
async function keepInvoiceTotals(
  knex: Knex,
  aggregates: readonly Aggregate[],
  totals: Aggregate,
): Promise<void> {
  await knex.raw(aggregateTriggerFunction(aggregates, 'invoices', 'create or replace'));
  await knex.raw(refreshAggregatesFunction(aggregates, AGGREGATE_TABLES, 'create or replace'));
  // Truncated, not deleted: the rows summed on every request then hold no dead versions.
  await knex.raw('truncate invoice_totals');
  await knex.raw(rebuildAggregate(totals));
}

async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table invoice_totals drop constraint invoice_totals_pkey');
  await knex.raw('alter table invoice_totals alter column due_date drop not null');
  // The triggers' upsert needs a unique key on (status, due_date) in which null equals null.
  await knex.raw(
    'create unique index invoice_totals_status_due_date_key on invoice_totals (status, due_date) nulls not distinct',
  );
  await keepInvoiceTotals(knex, AGGREGATES, INVOICE_TOTALS);
  await knex.raw(
    `create index ${OPEN_INVOICES_INDEX} on invoices (created_at, id) where status <> 'paid'`,
  );
}

async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists ??', [OPEN_INVOICES_INDEX]);
  await keepInvoiceTotals(knex, KEYED_BY_DUE_DATE, INVOICE_TOTALS_BY_DUE_DATE);
  await knex.raw('drop index if exists invoice_totals_status_due_date_key');
  await knex.raw('alter table invoice_totals alter column due_date set not null');
  await knex.raw('alter table invoice_totals add primary key (status, due_date)');
}

export const invoiceTotalsOpenDueDates: Migration = {
  name: '20250605000100_invoice_totals_open_due_dates',
  up,
  down,
};
