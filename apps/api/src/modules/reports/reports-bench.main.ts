// Times the aged debtors report, the VAT return and the renewals report over an existing (seeded) database, for
// BENCHMARKS.md: `DATABASE_URL=postgres://.../crm_bench npx tsx apps/api/src/modules/reports/reports-bench.main.ts`
// (or CRM_DATA_DIR for the embedded database). Reads only. Target: each under 500 ms on PostgreSQL.
import { createDb } from '@crm/db';
import {
  addDays,
  agedDebtors,
  renewalForecast,
  todayInLondon,
  vatPeriod,
  vatQuarterOf,
  vatReturn,
  type VatScheme,
} from '@crm/domain';
import { agedBalances } from './aged-debtors.repository';
import { forecastDomains } from './renewal-forecast.repository';
import { vatReturnRecords } from './vat-return.repository';

const databaseUrl = process.env['DATABASE_URL'];
const db = createDb(
  databaseUrl ? { databaseUrl } : { dataDir: process.env['CRM_DATA_DIR'] ?? './data' },
);
await db.ready();
const today = process.env['BENCH_TODAY'] ?? todayInLondon(new Date());

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - start) };
}

try {
  for (const asOf of [today, today, today, addDays(today, -90)]) {
    const { value: report, ms } = await timed(async () =>
      agedDebtors(await agedBalances(db.knex, asOf), asOf),
    );
    const { clients, totals } = report;
    console.log(
      JSON.stringify({
        report: 'aged-debtors',
        asOf,
        clients: clients.length,
        total: totals.total,
        ms,
      }),
    );
  }
  // The last whole quarter, as an owner prepares a return: the SQL reads and the domain's rules.
  const { from, to } = vatPeriod(vatQuarterOf(addDays(vatQuarterOf(today).from, -1)), today);
  for (const scheme of ['standard', 'standard', 'cash', 'flat'] as VatScheme[]) {
    const { value: ret, ms } = await timed(async () => {
      const { sales, purchases } = await vatReturnRecords(
        db.knex,
        { from, to, scheme },
        { dbKind: db.kind },
      );
      return vatReturn({ from, to, scheme, flatRatePercent: 12.5, sales, purchases });
    });
    console.log(
      JSON.stringify({
        report: 'vat-return',
        scheme,
        from,
        to,
        sales: ret.sales.length,
        purchases: ret.purchases.length,
        box1: ret.vatDueSales,
        box6: ret.totalValueSalesExVAT,
        ms,
      }),
    );
  }
  for (let run = 0; run < 3; run++) {
    const { value: forecast, ms } = await timed(async () =>
      renewalForecast(await forecastDomains(db.knex), today),
    );
    console.log(
      JSON.stringify({
        report: 'renewals',
        from: forecast.from,
        clients: forecast.clients.length,
        renewals: forecast.totals.renewals,
        margin: forecast.totals.margin,
        ms,
      }),
    );
  }
} finally {
  await db.close();
}
