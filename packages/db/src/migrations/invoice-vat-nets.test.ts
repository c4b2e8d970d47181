import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDb, type TestDb } from '../test-db';

// invoices.vat_nets must always be the invoice's lines summed per rate, whoever writes them.
let db: TestDb;
let knex: Knex;

beforeAll(async () => {
  db = await createTestDb();
  knex = db.knex;
});

afterAll(async () => {
  await db?.close();
});

const netsOf = async (id: string): Promise<string | null> =>
  ((await knex('invoices').where({ id }).first('vat_nets')) as { vat_nets: string | null })
    .vat_nets;

describe('invoices.vat_nets kept by triggers', () => {
  it('follows lines inserted, updated and deleted, in one statement or several', async () => {
    const [client] = await knex('clients').insert({ name: 'Acme' }).returning('id');
    const invoice = (number: string) => ({
      invoice_number: number,
      client_id: client.id,
      invoice_date: '2026-01-10',
      due_date: '2026-02-10',
    });
    const [a, b] = await knex('invoices')
      .insert([invoice('INV-0001'), invoice('INV-0002')])
      .returning('id');
    const line = (invoiceId: string, position: number, total: string, rate: string | null) => ({
      invoice_id: invoiceId,
      position,
      description: 'Work',
      quantity: 1,
      unit_price: total,
      total,
      vat_rate: rate,
    });
    expect(await netsOf(a.id)).toBeNull();

    // Two invoices in one statement; a line with no rate counts in none.
    await knex('invoice_line_items').insert([
      line(a.id, 0, '100.00', '20'),
      line(a.id, 1, '50.50', '20'),
      line(a.id, 2, '30.00', '5'),
      line(a.id, 3, '12.00', 'exempt'),
      line(b.id, 0, '9.99', null),
    ]);
    expect(await netsOf(a.id)).toBe('20:150.50,5:30.00,exempt:12.00');
    expect(await netsOf(b.id)).toBeNull();

    await knex('invoice_line_items').where({ invoice_id: b.id }).update({ vat_rate: '0' });
    expect(await netsOf(b.id)).toBe('0:9.99');
    await knex('invoice_line_items')
      .where({ invoice_id: a.id, vat_rate: '5' })
      .update({ vat_rate: 'outside', total: '31.00' });
    expect(await netsOf(a.id)).toBe('20:150.50,exempt:12.00,outside:31.00');

    await knex('invoice_line_items').where({ invoice_id: a.id, position: 0 }).delete();
    expect(await netsOf(a.id)).toBe('20:50.50,exempt:12.00,outside:31.00');
    await knex('invoice_line_items').where({ invoice_id: a.id }).delete();
    expect(await netsOf(a.id)).toBeNull();
    expect(await netsOf(b.id)).toBe('0:9.99');

    // An invoice deleted with its lines leaves nothing behind to update.
    await knex('invoices').where({ id: b.id }).delete();
    expect(await knex('invoice_line_items').where({ invoice_id: b.id })).toEqual([]);
  });
});
