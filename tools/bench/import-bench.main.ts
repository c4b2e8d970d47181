// `npx tsx tools/bench/import-bench.main.ts [--rows 100000] [--pg-url URL]`: the CSV import
// scenario, apart from `npm run bench`. Starts the API on a fresh PostgreSQL database, writes a
// clients CSV of the given rows (UK-style: '£', quoted addresses with commas, a few Windows-1252
// characters as UTF-8), imports it with a dry run and then for real through
// POST /api/import/clients, and prints each time and the server's RSS growth over its idle RSS.
// Removes what it made.
import { createWriteStream, openAsBlob, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { startBenchApi, type BenchApi } from './bench-api';
import { rssBytes } from './processes';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at !== -1 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const rows = Number(option('rows', '100000'));
const serverUrl = option('pg-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const PORT = 3918;
const MB = 1024 ** 2;

async function writeCsv(path: string, count = rows): Promise<void> {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('Name,Business Name,Email,Phone,Address,Tags,Notes\r\n');
  for (let i = 0; i < count; i++) {
    await write(
      `Client ${i} Smith,Café ${i} Ltd,client${i}@example.test,020 7946 ${String(i % 10000).padStart(4, '0')},` +
        `"${i} High Street, Leeds, LS1 ${i % 9}AB",retainer,"Owes £${i % 500}.00; ""prefers"" email"\r\n`,
    );
  }
  out.end();
  await once(out, 'finish');
}

async function timedImport(
  api: BenchApi,
  path: string,
  dryRun: boolean,
): Promise<{ seconds: number; growthMb: number; status: number; body: string }> {
  const form = new FormData();
  form.set('file', await openAsBlob(path, { type: 'text/csv' }), 'clients.csv');
  if (dryRun) form.set('dryRun', 'true');
  const baseline = rssBytes(api.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(api.pid))), 50);
  const started = performance.now();
  const response = await fetch(`${api.url}/api/import/clients`, {
    method: 'POST',
    headers: api.headers,
    body: form,
  });
  const body = await response.text();
  clearInterval(sampler);
  return {
    seconds: (performance.now() - started) / 1000,
    growthMb: (peak - baseline) / MB,
    status: response.status,
    body,
  };
}

async function main(): Promise<void> {
  const api = await startBenchApi({ name: 'import', port: PORT, pgUrl: serverUrl });
  try {
    const path = join(api.dir, 'clients.csv');
    await writeCsv(path);
    const size = statSync(path).size;
    console.log(`csv: ${rows.toLocaleString('en-GB')} clients, ${(size / MB).toFixed(1)} MB`);
    // A first small import loads and compiles the import's code, which is not growth per row.
    const warmPath = join(api.dir, 'warm.csv');
    await writeCsv(warmPath, 100);
    await timedImport(api, warmPath, true);
    for (const dryRun of [true, false]) {
      const run = await timedImport(api, path, dryRun);
      const report = JSON.parse(run.body) as { rows: number; created: number; errorCount: number };
      console.log(
        `${dryRun ? 'dry run' : 'import '}: ${run.status} in ${run.seconds.toFixed(1)} s, ` +
          `rows ${report.rows}, created ${report.created}, errors ${report.errorCount}, ` +
          `server RSS growth ${run.growthMb.toFixed(0)} MB`,
      );
    }
    const counts = await api.db.knex('clients').count({ n: '*' });
    console.log(`clients in the database: ${String(counts[0]?.n)}`);
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
