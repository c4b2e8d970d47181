// Times the invoice list's page query in the database, as the API sends it, for tools/bench/by-hand.md:
// `DATABASE_URL=postgres://.../crm_bench npx tsx apps/api/src/modules/invoices/invoice-lists-bench.main.ts`.
// Reads only. Each figure is PostgreSQL's own planning and execution time (EXPLAIN ANALYZE),
// the median of five runs after two warm-ups: unlike a p95 under load, it hardly moves with
// what else the machine is doing, so it is the figure to compare two versions of a query by.
import { createDb } from '@crm/db';
import { todayInLondon } from '@crm/domain';
import { listInvoices, type InvoiceListFilter } from './invoices.repository';

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database');
const db = createDb({ databaseUrl });
await db.ready();

type Filter = Omit<InvoiceListFilter, 'today'>;
type Plan = { 'Planning Time': number; 'Execution Time': number };
type PgConnection = {
  query: (sql: string, values: unknown[]) => Promise<{ rows: { 'QUERY PLAN': Plan[] }[] }>;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

try {
  const today = todayInLondon(new Date());
  const sample = (await db.knex('invoices').orderBy('created_at', 'desc').first('client_id')) as
    { client_id: string } | undefined;
  const lists: [string, Filter][] = [
    ['newest first', {}],
    ['overdue', { status: 'overdue' }],
    ['unpaid', { status: 'unpaid' }],
    ['paid', { status: 'paid' }],
    ['one client', { clientId: sample?.client_id }],
    ['search, a number', { search: 'INV-000042' }],
    ['search, a business name', { search: 'hawthorn' }],
  ];
  // The page query as Knex sends it (placeholders and bindings), caught on its way out.
  let sent: { sql: string; bindings: unknown[] } | undefined;
  db.knex.on('query', (query: { sql: string; bindings: unknown[] }) => {
    if (!query.sql.startsWith('explain')) sent = query;
  });
  for (const [name, filter] of lists) {
    await listInvoices(db.knex, { ...filter, today, limit: 20, offset: 0 });
    const query = sent;
    if (!query) throw new Error(`no query was sent for ${name}`);
    const planning: number[] = [];
    const execution: number[] = [];
    // A connection of the pool: it has the settings every session of the app has.
    const connection = (await db.knex.client.acquireConnection()) as PgConnection;
    try {
      for (let run = 0; run < 7; run++) {
        const answer = await connection.query(
          `explain (analyze, format json) ${query.sql}`,
          query.bindings,
        );
        const plan = answer.rows[0]?.['QUERY PLAN'][0];
        if (!plan || run < 2) continue;
        planning.push(plan['Planning Time']);
        execution.push(plan['Execution Time']);
      }
    } finally {
      await db.knex.client.releaseConnection(connection);
    }
    console.log(
      JSON.stringify({
        list: name,
        planningMs: Number(median(planning).toFixed(2)),
        executionMs: Number(median(execution).toFixed(2)),
      }),
    );
  }
} finally {
  await db.close();
}
