// `npm run bench`: autocannon against the API on 127.0.0.1 with the seeded data, on PostgreSQL
// and on PGlite, side by side; writes BENCHMARKS.md. See BENCH_USAGE for the options.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { BENCH_USAGE, BenchUsageError, parseBenchArgs, type BenchOptions } from './bench-options';
import type { DatabaseRun, ScenarioResult } from './bench.types';
import { buildWebApp, measureBrowserPages, type BrowserRun } from './browser-pages';
import { measureExport } from './export-bench';
import { describeMachine } from './machine';
import { prepareDatabase, type DatabaseKind } from './prepare';
import { ROOT, startServer } from './processes';
import { renderReport } from './report';
import { measure, type LoadResult } from './run-load';
import { apiScenarios } from './scenarios';

const PORTS = { api: 3910, bare: 3911, raw: 3912 };
const EXPORTS = ['/api/invoices/export', '/api/clients/export'];

function line(name: string, load: LoadResult): void {
  const failures = load.failures > 0 ? `  (${load.failures} failed)` : '';
  const cpu = load.serverCpuMs === null ? '' : `  cpu ${load.serverCpuMs.toFixed(2)} ms/req`;
  console.log(
    `  ${name.padEnd(36)} ${load.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${load.p50.toFixed(2).padStart(7)}  p95 ${load.p95.toFixed(2).padStart(7)}  p99 ${load.p99.toFixed(2).padStart(7)} ms${cpu}${failures}`,
  );
}

function printPages(pages: BrowserRun): void {
  if ('skipped' in pages) {
    console.log(`  pages in Chromium: not measured (${pages.skipped})`);
    return;
  }
  for (const page of pages.figures) {
    console.log(
      `  page ${page.path.padEnd(10)} first rows ${page.medianMs.toFixed(0).padStart(5)} ms (median of ${page.samplesMs.length}), ${page.apiRequests} /api requests, ${(page.apiBytes / 1024).toFixed(1)} kB`,
    );
  }
}

async function withServer<T>(
  options: Parameters<typeof startServer>[0],
  use: (server: Awaited<ReturnType<typeof startServer>>) => Promise<T>,
): Promise<T> {
  const server = await startServer(options);
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

async function benchDatabase(kind: DatabaseKind, options: BenchOptions): Promise<DatabaseRun> {
  console.log(`\n[bench] ${kind}: preparing`);
  const prepared = await prepareDatabase(kind, options);
  const load = (url: string, headers: Record<string, string> = {}, serverPid?: number) =>
    measure({
      url,
      connections: options.connections,
      seconds: options.seconds,
      headers,
      ...(serverPid ? { serverPid } : {}),
    });
  const auth = { authorization: `Bearer ${prepared.token}` };

  const env =
    kind === 'postgres'
      ? { DATABASE_URL: options.pgUrl, CRM_DATA_DIR: resolve(ROOT, options.pgDataDir) }
      : { DATABASE_URL: '', CRM_DATA_DIR: resolve(ROOT, options.pgliteDir) };
  const apiRun = await withServer(
    {
      entry: 'apps/api/src/main.ts',
      port: PORTS.api,
      readyPath: '/api/health',
      env: { ...env, NODE_ENV: 'production', LOG_LEVEL: 'info' },
    },
    async (server) => {
      console.log(`  cold start ${(server.startMs / 1000).toFixed(1)} s`);
      // Each pair back to back, so both see the same machine load.
      const bareKoa = await withServer(
        { entry: 'tools/bench/bare-koa.main.ts', port: PORTS.bare, readyPath: '/', env: {} },
        (bare) => load(`${bare.url}/`, {}, bare.pid),
      );
      line('bare Koa JSON route', bareKoa);
      const health = await load(`${server.url}/api/health`, {}, server.pid);
      line('GET /api/health', health);
      const clients = await load(`${server.url}/api/clients?page=1&limit=20`, auth, server.pid);
      line('GET /api/clients', clients);
      const rawPg =
        kind === 'postgres'
          ? await withServer(
              {
                entry: 'tools/bench/raw-pg.main.ts',
                port: PORTS.raw,
                readyPath: '/',
                env: { DATABASE_URL: options.pgUrl },
              },
              (raw) => load(`${raw.url}/`, {}, raw.pid),
            )
          : null;
      if (rawPg) line('same SQL through raw pg', rawPg);
      const scenarios: ScenarioResult[] = [];
      for (const scenario of apiScenarios(prepared.ids)) {
        const result = await load(`${server.url}${scenario.path}`, auth, server.pid);
        line(scenario.name, result);
        scenarios.push({ scenario, result });
      }
      const exports = [];
      for (const path of EXPORTS) {
        const result = await measureExport(server, path, prepared.token);
        console.log(
          `  ${path}: ${Math.round(result.rowsPerSecond)} rows/s (${Math.round(result.rowsPerCpuSecond)} per server CPU second), +${result.rssGrowthMb.toFixed(1)} MB`,
        );
        exports.push({ path, result });
      }
      const pages = await measureBrowserPages({
        url: server.url,
        email: prepared.ownerEmail,
        password: options.ownerPassword,
        loads: options.pageLoads,
      }).catch((error: unknown): BrowserRun => ({
        skipped:
          error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error),
      }));
      printPages(pages);
      return {
        coldStartMs: server.startMs,
        bareKoa,
        health,
        clients,
        rawPg,
        scenarios,
        exports,
        pages,
      };
    },
  );
  return { kind, prepared, ...apiRun, loadAfter: os.loadavg()[0] ?? 0 };
}

async function main(): Promise<void> {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options.help) {
    console.log(BENCH_USAGE);
    return;
  }
  const startedAt = new Date();
  const machine = describeMachine();
  console.log(
    `[bench] ${machine.cpu}, ${machine.cores} cores, load ${machine.loadAtStart[0]?.toFixed(1)}; ${options.connections} connections, ${options.seconds} s per endpoint`,
  );
  // Before any server starts: the server serves the web app only if it is built by then.
  buildWebApp();
  const runs: DatabaseRun[] = [];
  for (const kind of options.databases) runs.push(await benchDatabase(kind, options));
  const out = resolve(ROOT, options.out);
  writeFileSync(out, renderReport(runs, machine, options.connections, options.seconds, startedAt));
  console.log(
    `\n[bench] wrote ${out} in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchUsageError ? `${error.message}\n\n${BENCH_USAGE}` : error);
  process.exit(1);
});
