// `npm test`: every test layer, in order, then one closing line 'N passed, N failed'.
// 1. every Vitest project on the embedded database (domain, api, db, ui, stories, web, cli, tools)
// 2. the database-backed projects again on PostgreSQL when DATABASE_URL is set or 5432 answers;
//    with CRM_TEST_NODE24=1 (CI) under Node 24 LTS, with the domain tests: the Docker image's
//    runtime on its database, and one API run fewer than a separate Node 24 layer would cost
//    (the db tests also run under Node 24 on the embedded database)
// 3. with CRM_TEST_NODE24=1 and no PostgreSQL: domain, api and cli under Node 24 on the embedded database
// 4. end to end in Debian's Chromium against the built app on a real API
// Layers 2 and 3 and the web build for layer 4 run alongside layer 1, their output kept in a log
// printed once they end: layer 1 alone leaves about a third of two cores idle (files waiting on
// Chromium, on PGlite's start, on each other), and a fresh machine's run must stay under 30 min.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, postgresUrlForTests } from './test-environment.mjs';
import { ensureNode24, NODE24_PROJECTS, runVitestOnNode24 } from './test-node24.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const reportDir = path.join(root, 'dist/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

// The embedded layers must not see DATABASE_URL: they always run on PGlite.
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const baseEnv = {
  ...inherited,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

const POSTGRES_PROJECTS = ['db', 'api', 'cli', 'tools'];
const results = [];

/** A child's exit status (1 when it could not start), its output to `out`: 'inherit' or a file descriptor. */
function run(command, args, env, out) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

async function vitest(label, args, env, out = 'inherit') {
  const report = path.join(reportDir, `${label}.json`);
  console.log(`\n[test] ${label}: vitest ${args.join(' ')}`);
  const status = await run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
    out,
  );
  results.push({ label, status, report });
}

async function vitestOnNode24(label, env, projectNames, out) {
  const report = path.join(reportDir, `${label}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const started = Date.now();
  let status = 1;
  try {
    const binary = ensureNode24();
    console.log(`[test] ${label}: vitest under ${binary}`);
    status = await runVitestOnNode24(binary, reporters, env, projectNames, out);
  } catch (error) {
    // No Node 24 means the layer did not run: that fails the run rather than passing it silently.
    console.log(`[test] ${label}: ${error instanceof Error ? error.message : error}`);
  }
  console.log(`[test] ${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  results.push({ label, status, report });
}

const projectArgs = (names) => names.flatMap((name) => ['--project', name]);

function projectsThatExist(names) {
  return names.filter((name) => {
    const dir =
      name === 'tools'
        ? 'tools'
        : ['api', 'cli', 'web'].includes(name)
          ? `apps/${name}`
          : `packages/${name}`;
    return existsSync(path.join(root, dir, 'vitest.config.ts'));
  });
}

ensureChromium();
// Both layers' CLI tests spawn its bundle: made once here, not by two runs at once (each run's
// setup builds it only when it is out of date).
if ((await run(process.execPath, ['apps/cli/scripts/cli-bundle.mjs'], baseEnv, 'inherit')) !== 0)
  throw new Error('the CLI bundle failed to build');

const onNode24 = process.env.CRM_TEST_NODE24 === '1';
const postgresUrl = await postgresUrlForTests();
const e2eConfig = 'apps/web/e2e/vitest.config.ts';
const hasE2e = existsSync(path.join(root, e2eConfig));

/** Layers 2 and 3, then the web build layer 4 tests, with their output in `out`. */
async function alongside(out) {
  if (postgresUrl) {
    const names = projectsThatExist(POSTGRES_PROJECTS);
    const env = { ...baseEnv, DATABASE_URL: postgresUrl };
    if (onNode24) {
      await vitestOnNode24('postgres-node24', env, ['domain', ...names], out);
      // And the embedded database itself under Node 24, as a plain `docker run` uses it.
      await vitestOnNode24('node24-embedded', baseEnv, ['db'], out);
    } else await vitest('postgres', projectArgs(names), env, out);
  } else {
    console.log(
      '\n[test] PostgreSQL: no DATABASE_URL and nothing answers on 127.0.0.1:5432, skipped',
    );
    if (onNode24) await vitestOnNode24('node24', baseEnv, NODE24_PROJECTS, out);
  }
  if (hasE2e) {
    const build = await run(
      process.execPath,
      [path.join(root, 'tools/scripts/web-build.mjs')],
      baseEnv,
      out,
    );
    // A failed build is built again, and reported, by the end-to-end layer's own setup.
    if (build !== 0) console.log('[test] the web build failed: the e2e layer tries again');
  }
}

const logPath = path.join(reportDir, 'alongside.log');
const log = openSync(logPath, 'w');
console.log(`[test] layers 2 and 3 and the web build run alongside layer 1, logged to ${logPath}`);
// Layer 1 starts first: installing Node 24 for the others blocks this process (not its children).
// The tests that start API processes on a PostgreSQL server of their own run once, in layer 2.
const embedded = vitest(
  'embedded',
  [],
  postgresUrl ? { ...baseEnv, CRM_TEST_POSTGRES_LAYER: '1' } : baseEnv,
);
const otherLayers = alongside(log);
await Promise.all([embedded, otherLayers]);
closeSync(log);
console.log(`\n[test] output of the layers run alongside:\n${readFileSync(logPath, 'utf8')}`);

if (hasE2e) await vitest('e2e', ['-c', e2eConfig], baseEnv);

let passed = 0;
let failed = 0;
let skipped = 0;
// Failures are repeated at the very end: a long run's output is often read from its tail only.
const failures = [];
for (const result of results) {
  if (!existsSync(result.report)) continue;
  const summary = JSON.parse(readFileSync(result.report, 'utf8'));
  passed += summary.numPassedTests ?? 0;
  failed += summary.numFailedTests ?? 0;
  skipped += (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
  for (const file of summary.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed') {
      failures.push(`${result.label} ${where}: ${firstLine(file.message)}`);
    }
    for (const test of failedTests) {
      failures.push(
        `${result.label} ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
  }
}
function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}
const broken = results.filter((r) => r.status !== 0).map((r) => r.label);
if (failures.length > 0) {
  console.log(`\n[test] failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
}
console.log(
  `\n[test] layers: ${results.map((r) => `${r.label} ${r.status === 0 ? 'ok' : 'FAILED'}`).join(', ')}`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken.length > 0 || passed === 0 ? 1 : 0);
