import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDb, type TestDb } from '../test-db';
import { invoiceTotalsOpenDueDates } from './20250605000100_invoice_totals_open_due_dates';

// The migration regroups invoice totals that already exist, and the triggers keep the new
// grouping afterwards; going down restores the grouping by due date.
let db: TestDb;
let knex: Knex;

beforeAll(async () => {
  db = await createTestDb();
  knex = db.knex;
});

afterAll(async () => {
  await db?.close();
});

type TotalsRow = { status: string; due_date: string | null; invoice_count: number; amount: string };

async function totals(): Promise<TotalsRow[]> {
  const rows = (await knex.raw('select status, due_date, invoice_count::int as invoice_count, amount::text as amount from invoice_totals where invoice_count <> 0 order by status, due_date'))
    .rows as TotalsRow[];
  return rows;
}

async function expectSameAsRefresh(): Promise<TotalsRow[]> {
  const kept = await totals();
  await knex.raw('select crm_refresh_aggregates()');
  expect(await totals()).toEqual(kept);
  return kept;
}

describe('20250605000100_invoice_totals_open_due_dates', () => {
  it('keys only unpaid invoices by due date, for rows already there and for new ones', async () => {
    await invoiceTotalsOpenDueDates.down(knex);
    const [client] = (await knex('clients').insert({ name: 'Acme' }).returning('id')) as { id: string }[];
    const invoice = (number: string, status: string, dueDate: string, amount: string) => ({
      invoice_number: number,
      client_id: client!.id,
      invoice_date: '2026-01-01',
      due_date: dueDate,
      status,
      amount,
      paid_at: status === 'paid' ? '2026-01-20T12:00:00Z' : null,
    });
    await knex('invoices').insert([
      invoice('INV-0001', 'paid', '2026-01-31', '100.00'),
      invoice('INV-0002', 'paid', '2026-02-28', '50.00'),
      invoice('INV-0003', 'overdue', '2026-02-01', '20.00'),
      invoice('INV-0004', 'unpaid', '2026-03-31', '10.00'),
    ]);
    expect(await expectSameAsRefresh()).toHaveLength(4);

    await invoiceTotalsOpenDueDates.up(knex);
    expect(await expectSameAsRefresh()).toEqual([
      { status: 'overdue', due_date: null, invoice_count: 1, amount: '20.00' },
      { status: 'paid', due_date: null, invoice_count: 2, amount: '150.00' },
      { status: 'unpaid', due_date: '2026-03-31', invoice_count: 1, amount: '10.00' },
    ]);

    await knex('invoices').insert(invoice('INV-0005', 'paid', '2026-04-30', '5.00'));
    await knex('invoices').where({ invoice_number: 'INV-0004' }).update({ status: 'paid', paid_at: '2026-03-01T09:00:00Z' });
    expect(await expectSameAsRefresh()).toEqual([
      { status: 'overdue', due_date: null, invoice_count: 1, amount: '20.00' },
      { status: 'paid', due_date: null, invoice_count: 4, amount: '165.00' },
    ]);

    await invoiceTotalsOpenDueDates.down(knex);
    expect(await expectSameAsRefresh()).toEqual([
      { status: 'overdue', due_date: '2026-02-01', invoice_count: 1, amount: '20.00' },
      { status: 'paid', due_date: '2026-01-31', invoice_count: 1, amount: '100.00' },
      { status: 'paid', due_date: '2026-02-28', invoice_count: 1, amount: '50.00' },
      { status: 'paid', due_date: '2026-03-31', invoice_count: 1, amount: '10.00' },
      { status: 'paid', due_date: '2026-04-30', invoice_count: 1, amount: '5.00' },
    ]);
    await invoiceTotalsOpenDueDates.up(knex);
  });
});
