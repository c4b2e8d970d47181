import { describe, expect, it } from 'vitest';
import { vatNetAtRateSql } from '../invoice-vat-nets';
import { useTestKnex } from '../use-test-db';

// invoices.vat_nets must always be the invoice's lines summed per rate, however they are written.
const knex = useTestKnex();

const netsOf = async (id: string): Promise<string | null> =>
  ((await knex('invoices').where({ id }).first('vat_nets')) as { vat_nets: string | null })
    .vat_nets;

type Line = { invoiceId: string; position: number; total: string; rate: string | null };
const line = ({ invoiceId, position, total, rate }: Line) => ({
  invoice_id: invoiceId,
  position,
  description: 'Work',
  quantity: 1,
  unit_price: total,
  total,
  vat_rate: rate,
});

async function twoInvoices(prefix: string): Promise<[string, string]> {
  const [client] = await knex('clients')
    .insert({ name: `Acme ${prefix}` })
    .returning('id');
  const invoice = (number: string) => ({
    invoice_number: `${prefix}-${number}`,
    client_id: client.id,
    invoice_date: '2026-01-10',
    due_date: '2026-02-10',
  });
  const [a, b] = await knex('invoices')
    .insert([invoice('0001'), invoice('0002')])
    .returning('id');
  return [a.id, b.id];
}

describe('invoices.vat_nets kept by triggers', () => {
  it('follows lines inserted, updated, moved and deleted, in one statement or several', async () => {
    const [a, b] = await twoInvoices('INS');
    expect(await netsOf(a)).toBeNull();

    // Two invoices in one statement; a line with no rate counts in none.
    await knex('invoice_line_items').insert([
      line({ invoiceId: a, position: 0, total: '100.00', rate: '20' }),
      line({ invoiceId: a, position: 1, total: '50.50', rate: '20' }),
      line({ invoiceId: a, position: 2, total: '30.00', rate: '5' }),
      line({ invoiceId: a, position: 3, total: '12.00', rate: 'exempt' }),
      line({ invoiceId: b, position: 0, total: '9.99', rate: null }),
    ]);
    expect(await netsOf(a)).toBe('20:150.50,5:30.00,exempt:12.00');
    expect(await netsOf(b)).toBeNull();

    await knex('invoice_line_items').where({ invoice_id: b }).update({ vat_rate: '0' });
    expect(await netsOf(b)).toBe('0:9.99');
    await knex('invoice_line_items')
      .where({ invoice_id: a, vat_rate: '5' })
      .update({ vat_rate: 'outside', total: '31.00' });
    expect(await netsOf(a)).toBe('20:150.50,exempt:12.00,outside:31.00');

    // A line moved to the other invoice leaves the one and joins the other.
    await knex('invoice_line_items')
      .where({ invoice_id: a, vat_rate: 'exempt' })
      .update({ invoice_id: b, position: 1 });
    expect([await netsOf(a), await netsOf(b)]).toEqual([
      '20:150.50,outside:31.00',
      '0:9.99,exempt:12.00',
    ]);

    await knex('invoice_line_items').where({ invoice_id: a, position: 0 }).delete();
    expect(await netsOf(a)).toBe('20:50.50,outside:31.00');
    await knex('invoice_line_items').where({ invoice_id: a }).delete();
    expect(await netsOf(a)).toBeNull();
    expect(await netsOf(b)).toBe('0:9.99,exempt:12.00');

    // Deleting one invoice (its lines go with it) leaves the other's as they were.
    await knex('invoices').where({ id: a }).delete();
    expect(await netsOf(b)).toBe('0:9.99,exempt:12.00');
  });

  it('sums what another transaction committed when two write one invoice’s lines at once', async () => {
    const [a] = await twoInvoices('CON');
    const first = await knex.transaction();
    try {
      await first('invoice_line_items').insert(
        line({ invoiceId: a, position: 0, total: '1.00', rate: '0' }),
      );
      // The second waits for the first's lock on the invoice (on PGlite, for its one connection).
      const second = knex.transaction(async (trx) => {
        await trx('invoice_line_items').insert(
          line({ invoiceId: a, position: 1, total: '2.00', rate: 'exempt' }),
        );
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.commit();
      await second;
    } finally {
      if (!first.isCompleted()) await first.rollback();
    }
    expect(await netsOf(a)).toBe('0:1.00,exempt:2.00');
  });

  it('leaves them to one derivation at the end of a load that defers them, and clears them on truncate', async () => {
    const [a, b] = await twoInvoices('DEF');
    await knex.transaction(async (trx) => {
      await trx.raw(`set local crm.vat_nets_deferred = 'on'`);
      await trx('invoice_line_items').insert([
        line({ invoiceId: a, position: 0, total: '10.00', rate: '20' }),
        line({ invoiceId: b, position: 0, total: '5.00', rate: '5' }),
      ]);
      expect(await trx('invoices').whereIn('id', [a, b]).whereNotNull('vat_nets')).toEqual([]);
      await trx.raw(`set local crm.vat_nets_deferred = 'off'`);
      await trx.raw('select crm_refresh_invoice_vat_nets()');
    });
    expect([await netsOf(a), await netsOf(b)]).toEqual(['20:10.00', '5:5.00']);

    await knex.raw('truncate invoice_line_items');
    expect([await netsOf(a), await netsOf(b)]).toEqual([null, null]);
  });
});

describe('vatNetAtRateSql', () => {
  it('reads one rate of the column, 0.00 without it, whichever rates stand beside it', async () => {
    const result = (await knex.raw(
      `select ${vatNetAtRateSql('v.nets', 'disbursement')} as fee, ${vatNetAtRateSql('v.nets', '0')} as zero
         from (values (1, null::text), (2, '0:20.00,20:150.00'), (3, '20:-10.50,disbursement:15.90'),
                      (4, 'disbursement:-3.00')) v(n, nets)
         order by v.n`,
    )) as { rows: { fee: string; zero: string }[] };
    expect(result.rows).toEqual([
      { fee: '0.00', zero: '0.00' },
      { fee: '0.00', zero: '20.00' },
      { fee: '15.90', zero: '0.00' },
      { fee: '-3.00', zero: '0.00' },
    ]);
    expect(() => vatNetAtRateSql('v.nets', "x' or 1=1")).toThrow(RangeError);
  });
});
