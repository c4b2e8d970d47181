// Times the aged debtors report over an existing (seeded) database, for BENCHMARKS.md:
// `DATABASE_URL=postgres://.../crm_bench npx tsx apps/api/src/modules/reports/reports-bench.main.ts`
// (or CRM_DATA_DIR for the embedded database). Reads only. Target: under 500 ms on PostgreSQL.
import { createDb } from '@crm/db';
import { addDays, agedDebtors, todayInLondon } from '@crm/domain';
import { agedBalances } from './aged-debtors.repository';

const databaseUrl = process.env['DATABASE_URL'];
const db = createDb(
  databaseUrl ? { databaseUrl } : { dataDir: process.env['CRM_DATA_DIR'] ?? './data' },
);
await db.ready();
const today = process.env['BENCH_TODAY'] ?? todayInLondon(new Date());
try {
  for (const asOf of [today, today, today, addDays(today, -90)]) {
    const start = performance.now();
    const report = agedDebtors(await agedBalances(db.knex, asOf), asOf);
    console.log(
      JSON.stringify({
        report: 'aged-debtors',
        asOf,
        clients: report.clients.length,
        total: report.totals.total,
        ms: Math.round(performance.now() - start),
      }),
    );
  }
} finally {
  await db.close();
}
