// What recording a part payment costs with and without the aged debtors report's covering
// index, for tools/bench/by-hand.md:
// `DATABASE_URL=postgres://.../crm_bench npx tsx apps/api/src/modules/invoices/payment-write-bench.main.ts`.
// Writes nothing that stays: each round records a penny on 400 open invoices through the same
// command as POST /api/invoices/:id/payments, inside one transaction that is rolled back (the
// index is dropped inside it for the rounds without, which keeps everyone else off the invoices
// meanwhile: a bench database only). Rounds alternate, three of each. The rounds' dead rows are
// vacuumed at the end, so a later `npm run bench` reads as before.
import { createDb, type Knex } from '@crm/db';
import { recordPayment } from './invoice-payments.commands';

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database');
if (!/bench/.test(new URL(databaseUrl).pathname))
  throw new Error(`Refusing ${databaseUrl}: it locks the invoices, so only a bench database`);
const db = createDb({ databaseUrl });
await db.ready();

const PAYMENTS = 400;
const INDEX = 'invoices_open_aged_index';

class RolledBack extends Error {}

const at = (sorted: number[], share: number) =>
  (sorted[Math.floor(share * (sorted.length - 1))] ?? 0).toFixed(2);

async function round(withIndex: boolean, offset: number): Promise<void> {
  const ms: number[] = [];
  try {
    await db.knex.transaction(async (trx) => {
      if (!withIndex) await trx.raw('drop index ??', [INDEX]);
      const ids = (await trx('invoices')
        .where('status', '<>', 'paid')
        .whereRaw('amount - amount_paid > 1')
        .orderBy('id')
        .offset(offset)
        .limit(PAYMENTS)
        .pluck('id')) as string[];
      const now = new Date();
      for (const id of ids) {
        const start = performance.now();
        // In the round's transaction: the command's own becomes a savepoint.
        await recordPayment(
          trx as unknown as Knex,
          id,
          { amount: '0.01', paidOn: '2026-01-02', method: 'bank_transfer', reference: null },
          { now },
        );
        ms.push(performance.now() - start);
      }
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  ms.sort((a, b) => a - b);
  const mean = ms.reduce((sum, value) => sum + value, 0) / ms.length;
  console.log(
    JSON.stringify({
      index: withIndex ? 'with' : 'without',
      payments: ms.length,
      p50: at(ms, 0.5),
      p95: at(ms, 0.95),
      mean: mean.toFixed(2),
    }),
  );
}

try {
  for (let turn = 0; turn < 3; turn++) {
    await round(true, turn * PAYMENTS);
    await round(false, turn * PAYMENTS);
  }
  await db.knex.raw('vacuum analyze invoices, invoice_payments, activity');
} finally {
  await db.close();
}
