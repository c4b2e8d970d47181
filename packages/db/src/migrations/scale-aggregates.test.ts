import { describe, expect, it } from 'vitest';
import { useTestKnex } from '../use-test-db';
import { invoiceTotalsOpenDueDates } from './20250605000100_invoice_totals_open_due_dates';
import { invoicePayments } from './20250607000100_invoice_payments';

// The aggregate tables must always equal what crm_refresh_aggregates() computes from the rows.
const knex = useTestKnex();

const TABLES = {
  row_counts: 'key',
  invoice_totals: 'status, due_date',
  invoice_paid_months: 'month',
  expense_totals: 'month, expense_type, allocation, provider',
  domain_expiry_counts: 'expiry_date',
  payment_months: 'month',
} as const;

/** Every aggregate row that is not zero, in a stable order. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(TABLES)) {
    // A test that takes migrations down may leave a later migration's table absent.
    const exists = (await knex.raw('select to_regclass(?) as t', [table])).rows[0]?.t;
    if (!exists) continue;
    const rows = (await knex.raw(`select * from ${table} order by ${order}`)).rows as Record<
      string,
      unknown
    >[];
    result[table] = rows.filter((row) =>
      Object.entries(row).some(
        ([column, value]) => /count|^n$|amount/.test(column) && Number(value) !== 0,
      ),
    );
  }
  return result;
}

async function expectConsistent(): Promise<Record<string, unknown[]>> {
  const kept = await snapshot();
  await knex.raw('select crm_refresh_aggregates()');
  expect(kept).toEqual(await snapshot());
  return kept;
}

describe('aggregate tables kept by triggers', () => {
  it('follow inserts, updates and deletes across every source table', async () => {
    const clients = await knex('clients')
      .insert([{ name: 'Acme' }, { name: 'Bravo' }])
      .returning('id');
    const [a, b] = clients.map((row: { id: string }) => row.id);
    const projects = await knex('projects')
      .insert([
        { project_name: 'Site', client_id: a, status: 'active' },
        { project_name: 'Shop', client_id: b, status: 'lead' },
      ])
      .returning('id');
    await knex('tasks').insert({ title: 'Call', client_id: a });
    await knex('activity').insert({
      action: 'created',
      entity_type: 'client',
      summary: 'Created client Acme',
    });
    await knex('files').insert([
      {
        filename: 'a.pdf',
        content_type: 'application/pdf',
        size_bytes: 10,
        storage_key: 'key-aaaaaaaa',
        client_id: a,
      },
      {
        filename: 'r.pdf',
        content_type: 'application/pdf',
        size_bytes: 10,
        storage_key: 'key-bbbbbbbb',
      },
    ]);
    await knex('invoices').insert([
      {
        invoice_number: 'INV-0001',
        client_id: a,
        invoice_date: '2026-01-05',
        due_date: '2026-02-04',
        status: 'paid',
        amount: '100.50',
        paid_at: '2026-01-31T23:30:00Z',
      },
      {
        invoice_number: 'INV-0002',
        client_id: a,
        invoice_date: '2026-02-01',
        due_date: '2026-03-01',
        status: 'unpaid',
        amount: '200.00',
      },
      {
        invoice_number: 'INV-0003',
        client_id: b,
        invoice_date: '2026-02-01',
        due_date: '2026-03-01',
        status: 'overdue',
        amount: '50.25',
        project_id: projects[1].id,
      },
    ]);
    await knex('expenses').insert([
      {
        expense_type: 'receipt',
        allocation: 'software',
        invoice_date: '2026-01-10',
        amount: '12.00',
        provider: 'GitHub',
      },
      {
        expense_type: 'invoice',
        allocation: 'hosting',
        invoice_date: '2026-02-10',
        amount: '30.00',
        provider: 'Krystal',
      },
    ]);
    await knex('domains').insert([
      { domain_name: 'acme.co.uk', client_id: a, expiry_date: '2026-04-01' },
      { domain_name: 'bravo.uk', client_id: b, expiry_date: '2026-04-01' },
    ]);

    const first = await expectConsistent();
    expect(first['row_counts']).toEqual([
      { key: 'activity', n: 1 },
      { key: 'clients', n: 2 },
      { key: 'files:client', n: 1 },
      { key: 'projects', n: 2 },
      { key: 'projects:active', n: 1 },
      { key: 'projects:lead', n: 1 },
      { key: 'tasks', n: 1 },
    ]);
    // Paid at 23:30 UTC on Jan 31 is still January in London (GMT in winter).
    expect(first['invoice_paid_months']).toEqual([
      { month: '2026-01-01', invoice_count: 1, amount: '100.50' },
    ]);
    expect(first['domain_expiry_counts']).toEqual([{ expiry_date: '2026-04-01', domain_count: 2 }]);

    // Payments count in the month received; an invoice's balance is its amount less what is paid.
    const [paid, , overdue] = (await knex('invoices').orderBy('invoice_number').select('id')) as {
      id: string;
    }[];
    await knex('invoice_payments').insert([
      { invoice_id: paid!.id, amount: '100.50', paid_on: '2026-01-31' },
      { invoice_id: overdue!.id, amount: '20.25', paid_on: '2026-02-15', method: 'cash' },
    ]);
    await knex('invoices').where({ id: paid!.id }).update({ amount_paid: '100.50' });
    await knex('invoices').where({ id: overdue!.id }).update({ amount_paid: '20.25' });
    const withPayments = await expectConsistent();
    expect(withPayments['payment_months']).toEqual([
      { month: '2026-01-01', payment_count: 1, amount: '100.50' },
      { month: '2026-02-01', payment_count: 1, amount: '20.25' },
    ]);
    expect(withPayments['invoice_totals']).toContainEqual({
      status: 'overdue',
      due_date: null,
      invoice_count: 1,
      amount: '50.25',
      balance: '30.00',
    });

    await knex('invoices')
      .where('invoice_number', 'INV-0002')
      .update({ status: 'paid', paid_at: '2026-03-01T00:30:00Z', amount: '210.00' });
    await knex('projects').update({ status: 'complete' });
    await knex('expenses')
      .where('provider', 'GitHub')
      .update({ amount: '15.00', invoice_date: '2026-03-02' });
    await knex('domains').where('domain_name', 'bravo.uk').update({ expiry_date: '2027-04-01' });
    await knex('files').whereNull('client_id').update({ client_id: b });
    const second = await expectConsistent();
    expect(second['invoice_paid_months']).toEqual([
      { month: '2026-01-01', invoice_count: 1, amount: '100.50' },
      { month: '2026-03-01', invoice_count: 1, amount: '210.00' },
    ]);
    expect(second['row_counts']).toContainEqual({ key: 'projects:complete', n: 2 });
    expect(second['row_counts']).toContainEqual({ key: 'files:client', n: 2 });

    // Deleting a client cascades to its projects, invoices, domains, tasks and files.
    await knex('clients').where({ id: a }).delete();
    const third = await expectConsistent();
    expect(third['row_counts']).toContainEqual({ key: 'clients', n: 1 });
    // Only an unpaid invoice's due date keys its row: it decides between due and overdue.
    expect(third['invoice_totals']).toEqual([
      { status: 'overdue', due_date: null, invoice_count: 1, amount: '50.25', balance: '30.00' },
    ]);
    // INV-0001's payment went with it; INV-0003's stays.
    expect(third['payment_months']).toEqual([
      { month: '2026-02-01', payment_count: 1, amount: '20.25' },
    ]);
  });

  it('empty out when the tables are truncated', async () => {
    await knex.raw('truncate clients, expenses, activity, files cascade');
    const after = await expectConsistent();
    expect(Object.values(after).flat()).toEqual([]);
  });

  // 20250605000100_invoice_totals_open_due_dates regroups totals that already exist, the
  // triggers keep the new grouping afterwards, and going down restores the grouping by due date.
  it('key invoice totals by due date only while unpaid, for rows already there and for new ones', async () => {
    // Migrations go down newest first.
    await invoicePayments.down(knex);
    await invoiceTotalsOpenDueDates.down(knex);
    const [client] = (await knex('clients').insert({ name: 'Acme' }).returning('id')) as {
      id: string;
    }[];
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
    expect((await expectConsistent())['invoice_totals']).toHaveLength(4);

    await invoiceTotalsOpenDueDates.up(knex);
    expect((await expectConsistent())['invoice_totals']).toEqual([
      { status: 'overdue', due_date: null, invoice_count: 1, amount: '20.00' },
      { status: 'paid', due_date: null, invoice_count: 2, amount: '150.00' },
      { status: 'unpaid', due_date: '2026-03-31', invoice_count: 1, amount: '10.00' },
    ]);

    await knex('invoices').insert(invoice('INV-0005', 'paid', '2026-04-30', '5.00'));
    await knex('invoices')
      .where({ invoice_number: 'INV-0004' })
      .update({ status: 'paid', paid_at: '2026-03-01T09:00:00Z' });
    expect((await expectConsistent())['invoice_totals']).toEqual([
      { status: 'overdue', due_date: null, invoice_count: 1, amount: '20.00' },
      { status: 'paid', due_date: null, invoice_count: 4, amount: '165.00' },
    ]);

    await invoiceTotalsOpenDueDates.down(knex);
    expect((await expectConsistent())['invoice_totals']).toEqual([
      { status: 'overdue', due_date: '2026-02-01', invoice_count: 1, amount: '20.00' },
      { status: 'paid', due_date: '2026-01-31', invoice_count: 1, amount: '100.00' },
      { status: 'paid', due_date: '2026-02-28', invoice_count: 1, amount: '50.00' },
      { status: 'paid', due_date: '2026-03-31', invoice_count: 1, amount: '10.00' },
      { status: 'paid', due_date: '2026-04-30', invoice_count: 1, amount: '5.00' },
    ]);
    await invoiceTotalsOpenDueDates.up(knex);
    await invoicePayments.up(knex);
  });

  // 20250607000100_invoice_payments gives each invoice already paid one payment of its amount.
  it('give every invoice already paid one payment, on the London day it was paid', async () => {
    const payments = (await knex('invoice_payments as p')
      .join('invoices as i', 'i.id', 'p.invoice_id')
      .orderBy('i.invoice_number')
      .select('i.invoice_number', 'p.amount', 'p.paid_on', 'i.amount_paid')) as unknown[];
    expect(payments).toEqual([
      {
        invoice_number: 'INV-0001',
        amount: '100.00',
        paid_on: '2026-01-20',
        amount_paid: '100.00',
      },
      { invoice_number: 'INV-0002', amount: '50.00', paid_on: '2026-01-20', amount_paid: '50.00' },
      { invoice_number: 'INV-0004', amount: '10.00', paid_on: '2026-03-01', amount_paid: '10.00' },
      { invoice_number: 'INV-0005', amount: '5.00', paid_on: '2026-01-20', amount_paid: '5.00' },
    ]);
    const totals = await expectConsistent();
    expect(totals['invoice_totals']).toContainEqual({
      status: 'paid',
      due_date: null,
      invoice_count: 4,
      amount: '165.00',
      balance: '0.00',
    });
  });
});
