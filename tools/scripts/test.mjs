// `npm test`: every test layer, in order, then one closing line 'N passed, N failed'.
// 1. every Vitest project on the embedded database (domain, api, db, ui, stories, web, cli, tools)
// 2. the database-backed projects again on PostgreSQL when DATABASE_URL is set or 5432 answers;
//    with CRM_TEST_NODE24=1 (CI) under Node 24 LTS, with the domain tests: the Docker image's
//    runtime on its database, and one API run fewer than a separate Node 24 layer would cost
//    (the db tests also run under Node 24 on the embedded database)
// 3. with CRM_TEST_NODE24=1 and no PostgreSQL: domain, api and cli under Node 24 on the embedded database
// 4. end to end in Debian's Chromium against the built app on a real API
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

function vitest(label, args, env) {
  const report = path.join(reportDir, `${label}.json`);
  console.log(`\n[test] ${label}: vitest ${args.join(' ')}`);
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: 'inherit', env },
  );
  results.push({ label, status: run.status ?? 1, report });
}

function vitestOnNode24(label, env, projectNames) {
  const report = path.join(reportDir, `${label}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const started = Date.now();
  let status = 1;
  try {
    const binary = ensureNode24();
    console.log(`\n[test] ${label}: vitest under ${binary}`);
    status = runVitestOnNode24(binary, reporters, env, projectNames).status ?? 1;
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

const onNode24 = process.env.CRM_TEST_NODE24 === '1';
const postgresUrl = await postgresUrlForTests();
// The tests that start API processes on a PostgreSQL server of their own run once, in layer 2.
vitest('embedded', [], postgresUrl ? { ...baseEnv, CRM_TEST_POSTGRES_LAYER: '1' } : baseEnv);

if (postgresUrl) {
  const names = projectsThatExist(POSTGRES_PROJECTS);
  const env = { ...baseEnv, DATABASE_URL: postgresUrl };
  if (onNode24) {
    vitestOnNode24('postgres-node24', env, ['domain', ...names]);
    // And the embedded database itself under Node 24, as a plain `docker run` uses it.
    vitestOnNode24('node24-embedded', baseEnv, ['db']);
  } else vitest('postgres', projectArgs(names), env);
} else {
  console.log(
    '\n[test] PostgreSQL: no DATABASE_URL and nothing answers on 127.0.0.1:5432, skipped',
  );
  if (onNode24) vitestOnNode24('node24', baseEnv, NODE24_PROJECTS);
}

const e2eConfig = 'apps/web/e2e/vitest.config.ts';
if (existsSync(path.join(root, e2eConfig))) {
  vitest('e2e', ['-c', e2eConfig], baseEnv);
}

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
  const line =
    String(text ?? '')
      .split('\n')
      .find((candidate) => candidate.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? '';
  // Vitest 4's timeout error puts its placeholder where the message belongs in the stack it reports.
  return line === 'Error: STACK_TRACE_ERROR' ? 'timed out (Vitest: STACK_TRACE_ERROR)' : line;
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
