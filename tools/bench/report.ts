import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseRun } from './bench.types';
import type { Machine } from './machine';
import { label, ms, PGLITE_FACTOR, whole, type Check } from './report-format';
import { pageChecks, pagesSection } from './report-pages';
import type { LoadResult } from './run-load';
import { P95_TARGET_MS, type ScenarioKind } from './scenarios';

export type { Check } from './report-format';

function exportSpeedReason(run: DatabaseRun, rowsPerCpuSecond: number): string {
  const own = `${whole(rowsPerCpuSecond)} rows per second of the server's own CPU`;
  if (run.kind === 'pglite')
    return `${own}, which includes PGlite: the database reads and joins the rows as WebAssembly inside the server process`;
  return rowsPerCpuSecond >= 100_000
    ? `${own}: the rest of the time is PostgreSQL reading and joining the rows (client and project names for every invoice) and the download, on the same cores`
    : `${own}: formatting and sending the CSV costs the server more than 10 µs a row`;
}

function exportMemoryReason(run: DatabaseRun): string {
  return run.kind === 'pglite'
    ? "the figure includes PGlite's WebAssembly heap, which grows to hold the database's pages and never shrinks"
    : 'the V8 heap grows with the allocation rate while batches are formatted';
}

function latencyReason(run: DatabaseRun, result: LoadResult, limit: number, cores: number): string {
  const parts: string[] = [];
  if (result.failures > 0) parts.push(`${result.failures} failed requests`);
  if (result.p50 <= limit)
    parts.push(
      `median ${ms(result.p50)} ms is within the limit: the tail comes from CPU contention (load average ${run.loadAfter.toFixed(1)} on ${cores} cores, server, database and load generator on one machine)`,
    );
  else parts.push(`the median (${ms(result.p50)} ms) is itself over the limit`);
  if (run.kind === 'pglite')
    parts.push('PGlite answers one query at a time, so 4 connections queue behind each other');
  return parts.join('; ');
}

/** Every target of the issue, per database, with the measured figure. */
export function checks(runs: readonly DatabaseRun[], machine: Machine): Check[] {
  const result: Check[] = [];
  for (const run of runs) {
    const database = label(run);
    const healthShare = run.health.requestsPerSecond / run.bareKoa.requestsPerSecond;
    result.push({
      target: 'GET /api/health >= 40% of bare Koa req/s',
      database,
      measured: `${(healthShare * 100).toFixed(0)}% (${whole(run.health.requestsPerSecond)} vs ${whole(run.bareKoa.requestsPerSecond)})`,
      met: healthShare >= 0.4,
      reason:
        healthShare >= 0.4
          ? ''
          : `every request gets an id, a log line, seven security headers, the origin check and route matching over every router; the database check runs at most once a second; server CPU ${ms(run.health.serverCpuMs ?? Number.NaN)} vs ${ms(run.bareKoa.serverCpuMs ?? Number.NaN)} ms per request`,
    });
    if (run.rawPg) {
      const share = run.clients.requestsPerSecond / run.rawPg.requestsPerSecond;
      result.push({
        target: 'GET /api/clients >= 70% of raw pg req/s',
        database,
        measured: `${(share * 100).toFixed(0)}% (${whole(run.clients.requestsPerSecond)} vs ${whole(run.rawPg.requestsPerSecond)})`,
        met: share >= 0.7,
        reason:
          share >= 0.7
            ? ''
            : `the app adds sign-in (a remembered token: no query once known), routing, query validation, presenting and security headers; server CPU ${ms(run.clients.serverCpuMs ?? Number.NaN)} vs ${ms(run.rawPg.serverCpuMs ?? Number.NaN)} ms per request`,
      });
    }
    for (const { scenario, result: load } of run.scenarios) {
      if (scenario.kind === 'baseline') continue;
      const limit =
        P95_TARGET_MS[scenario.kind as Exclude<ScenarioKind, 'baseline'>] *
        (run.kind === 'pglite' ? PGLITE_FACTOR : 1);
      const met = load.p95 < limit && load.failures === 0;
      result.push({
        target: `${scenario.name}: p95 < ${limit} ms`,
        database,
        measured: `${ms(load.p95)} ms`,
        met,
        reason: met ? '' : latencyReason(run, load, limit, machine.cores),
      });
    }
    for (const { path, result: exported } of run.exports) {
      const met = exported.rowsPerSecond >= 100_000 && exported.rssGrowthMb < 50;
      result.push({
        target: `${path}: >= 100,000 rows/s, memory growth < 50 MB`,
        database,
        measured: `${whole(exported.rowsPerSecond)} rows/s, +${exported.rssGrowthMb.toFixed(1)} MB (${whole(exported.rows)} rows in ${exported.seconds.toFixed(1)} s${exported.complete ? '' : ', stopped early'})`,
        met,
        reason: met
          ? ''
          : [
              exported.rowsPerSecond < 100_000
                ? exportSpeedReason(run, exported.rowsPerCpuSecond)
                : '',
              exported.rssGrowthMb >= 50 ? exportMemoryReason(run) : '',
            ]
              .filter(Boolean)
              .join('; '),
      });
    }
    result.push(...pageChecks(run, machine.cores));
    if (run.kind === 'pglite') {
      const met = run.coldStartMs < 6000;
      result.push({
        target: 'cold start with the full seed < 6 s',
        database,
        measured: `${(run.coldStartMs / 1000).toFixed(1)} s`,
        met,
        reason: met
          ? ''
          : `includes compiling the TypeScript sources with tsx and opening the database files, at load ${run.loadAfter.toFixed(1)}`,
      });
    }
  }
  return result;
}

function figuresTable(runs: readonly DatabaseRun[]): string {
  const header = [
    'endpoint',
    ...runs.flatMap((run) => [
      `${label(run)} req/s`,
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'server CPU ms/req',
    ]),
  ];
  const rows: string[][] = [];
  const add = (name: string, pick: (run: DatabaseRun) => LoadResult | null | undefined) => {
    rows.push([
      name,
      ...runs.flatMap((run) => {
        const load = pick(run);
        return load
          ? [
              whole(load.requestsPerSecond),
              ms(load.p50),
              ms(load.p95),
              ms(load.p99),
              load.serverCpuMs === null ? '-' : ms(load.serverCpuMs),
            ]
          : ['-', '-', '-', '-', '-'];
      }),
    ]);
  };
  add('bare Koa JSON route', (run) => run.bareKoa);
  add('GET /api/health (all middleware)', (run) => run.health);
  add('GET /api/clients (page 1)', (run) => run.clients);
  add('same SQL through raw pg', (run) => run.rawPg);
  const names = runs[0]?.scenarios.map(({ scenario }) => scenario) ?? [];
  for (const scenario of names)
    add(
      `${scenario.name} \`${scenario.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, '{id}')}\``,
      (run) => run.scenarios.find((entry) => entry.scenario.name === scenario.name)?.result,
    );
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => ' --- ').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** BENCHMARKS.md: machine, versions, data, figures side by side and every target met or missed. */
export function renderReport(
  runs: readonly DatabaseRun[],
  machine: Machine,
  connections: number,
  seconds: number,
  startedAt: Date,
): string {
  const checked = checks(runs, machine);
  const analysisFile = join(import.meta.dirname, 'analysis.md');
  const analysis = existsSync(analysisFile) ? readFileSync(analysisFile, 'utf8').trim() : '';
  // Scenarios run by hand (they write gigabytes, or need no seeded data): their scripts print
  // the figures, which are kept in this file with the command that made them.
  const byHandFile = join(import.meta.dirname, 'by-hand.md');
  const byHand = existsSync(byHandFile) ? `\n${readFileSync(byHandFile, 'utf8').trim()}\n` : '';
  const rows = runs[0]?.prepared.rows ?? {};
  return `# Benchmarks

Produced by \`npm run bench\` (tools/bench) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Every figure below is measured by that run, except the scenarios run by hand (kept in tools/bench/by-hand.md with the command that measured them); nothing is typed in by hand except the analysis at the end.

## Machine and versions

- CPU: ${machine.cpu}, ${machine.cores} cores; memory ${machine.memoryGb} GB; ${machine.os}
- Load average when the run began: ${machine.loadAtStart.map((value) => value.toFixed(1)).join(', ')} (1, 5, 15 min)${runs.map((run) => `; after ${label(run)}: ${run.loadAfter.toFixed(1)}`).join('')}
- Node ${machine.node}; ${Object.entries(machine.versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ')}
${runs.map((run) => `- ${label(run)}: ${run.prepared.serverVersion}`).join('\n')}

## Data (tools/seed, planner row estimates after VACUUM ANALYZE)

${Object.entries(rows)
  .map(([table, count]) => `${table} ${whole(count)}`)
  .join(' · ')}

## Method

Servers listen on 127.0.0.1 and are started the way \`npm start\` starts them (tsx, NODE_ENV=production, request logging on, output discarded). Each endpoint gets a 1 s warm-up, then ${seconds} s of autocannon with ${connections} keep-alive connections, signed in with an API token (\`Authorization: Bearer\`). Percentiles are computed from every response time. The bare Koa route and the raw pg server are separate processes of the same kind.

## Figures

${figuresTable(runs)}

${pagesSection(runs)}

## Exports and start-up

${runs.map((run) => [`- ${label(run)} cold start (spawn to first answer of /api/health): ${(run.coldStartMs / 1000).toFixed(1)} s`, ...run.exports.map(({ path, result }) => `- ${label(run)} ${path}: ${whole(result.rows)} rows in ${result.seconds.toFixed(1)} s${result.complete ? '' : ' (the download was stopped there: the rate is over the rows received)'} = ${whole(result.rowsPerSecond)} rows/s (${whole(result.rowsPerCpuSecond)} rows per second of server CPU time); server memory +${result.rssGrowthMb.toFixed(1)} MB at peak`)].join('\n')).join('\n')}
${byHand}

## Targets

Met: ${checked.filter((check) => check.met).length} of ${checked.length}.

| target | database | measured | met | why not |
| --- | --- | --- | --- | --- |
${checked.map((check) => `| ${check.target} | ${check.database} | ${check.measured} | ${check.met ? 'yes' : '**no**'} | ${check.reason} |`).join('\n')}
${analysis ? `\n## Analysis\n\n${analysis}\n` : ''}`;
}
