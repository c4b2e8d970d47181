import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createApiClient, type ApiClient } from '@crm/api-client';

const run = promisify(execFile);
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export const OWNER_EMAIL = 'owner@example.com';
export const OWNER_PASSWORD = 'correct-horse-battery-staple';

/** A real API server in a child process, as the CLI meets it in production. */
export type TestApi = {
  url: string;
  /** A client without a token; tests pass one to `client(token)`. */
  client(token?: string): ApiClient;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** With DATABASE_URL set: a fresh database on that server (through psql: the CLI may not use pg). */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env['DATABASE_URL'];
  if (!base) return null;
  const name = `crm_cli_test_${randomBytes(6).toString('hex')}`;
  await run('psql', [base, '-v', 'ON_ERROR_STOP=1', '-qc', `CREATE DATABASE ${name}`]);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await run('psql', [
        base,
        '-v',
        'ON_ERROR_STOP=1',
        '-qc',
        `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
      ]);
    },
  };
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The API exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not answer /api/health in time:\n${output()}`);
}

/** Starts `node --import tsx apps/api/src/main.ts` on a free port with its own data folder (and database). */
export async function startTestApi(): Promise<TestApi> {
  const [port, dataDir, database] = await Promise.all([
    freePort(),
    mkdtemp(join(tmpdir(), 'crm-cli-api-')),
    freshDatabase(),
  ]);
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    CRM_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    CRM_ADMIN_EMAIL: OWNER_EMAIL,
    CRM_ADMIN_PASSWORD: OWNER_PASSWORD,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    client: (token) => createApiClient({ baseUrl: url, ...(token ? { token } : {}) }),
    stop,
  };
}
