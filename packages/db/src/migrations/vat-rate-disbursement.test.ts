import { DEFAULT_VAT_RATES, NOT_TAXABLE_TURNOVER_RATES, VAT_RATES } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDb, type TestDb } from '../test-db';

// Every column that holds a VAT rate takes each of the domain's rates, and nothing else; the
// registration threshold's partial index serves the rates it leaves out of turnover.
let db: TestDb;
let knex: Knex;
let ids: { client: string; invoice: string; project: string; schedule: string };

beforeAll(async () => {
  db = await createTestDb();
  knex = db.knex;
  const [client] = await knex('clients').insert({ name: 'Acme' }).returning('id');
  const [invoice] = await knex('invoices')
    .insert({
      invoice_number: 'INV-0001',
      client_id: client.id,
      invoice_date: '2026-01-10',
      due_date: '2026-02-10',
    })
    .returning('id');
  const [project] = await knex('projects')
    .insert({ project_name: 'Site', client_id: client.id })
    .returning('id');
  const [schedule] = await knex('recurring_invoices')
    .insert({ client_id: client.id, frequency: 'monthly', start_date: '2026-01-01' })
    .returning('id');
  ids = { client: client.id, invoice: invoice.id, project: project.id, schedule: schedule.id };
});

afterAll(async () => {
  await db?.close();
});

const line = (position: number, rate: string) => ({
  position,
  description: 'Work',
  quantity: 1,
  unit_price: '10.00',
  total: '10.00',
  vat_rate: rate,
});

const LINE_TABLES = [
  ['invoice_line_items', () => ({ invoice_id: ids.invoice })],
  ['project_line_items', () => ({ project_id: ids.project })],
  ['recurring_invoice_lines', () => ({ recurring_invoice_id: ids.schedule })],
] as const;

describe('VAT rate columns', () => {
  it.each(LINE_TABLES)(
    '%s takes every rate of the domain and refuses others',
    async (table, parent) => {
      await knex(table).insert(
        VAT_RATES.map((rate, position) => ({ ...parent(), ...line(position, rate) })),
      );
      const rates = await knex(table).where(parent()).orderBy('position').pluck('vat_rate');
      expect(rates).toEqual([...VAT_RATES]);
      await expect(
        knex(table).insert({ ...parent(), ...line(VAT_RATES.length, 'recharge') }),
      ).rejects.toThrow(/vat_rate_check/);
    },
  );

  it('the default rate takes every rate a default may be, and never a disbursement', async () => {
    await knex('business_profile').insert({}).onConflict('singleton').ignore();
    for (const rate of DEFAULT_VAT_RATES) {
      await knex('business_profile').update({ vat_default_rate: rate });
      expect(await knex('business_profile').first('vat_default_rate')).toEqual({
        vat_default_rate: rate,
      });
    }
    for (const rate of ['disbursement', 'recharge'])
      await expect(knex('business_profile').update({ vat_default_rate: rate })).rejects.toThrow(
        /vat_default_rate_check/,
      );
  });

  it('the lines left out of turnover are read through their partial index', async () => {
    // Bound as the dashboard binds them (dashboard.repository.ts, turnoverSince).
    const rates = NOT_TAXABLE_TURNOVER_RATES.map(() => '?').join(', ');
    const plan = await knex.transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      const explained = (await trx.raw(
        `explain select sum(total) from invoice_line_items where vat_rate in (${rates})`,
        [...NOT_TAXABLE_TURNOVER_RATES],
      )) as { rows: { 'QUERY PLAN': string }[] };
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('invoice_line_items_not_taxable_idx');
  });
});
