import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@crm/db';
import { hashToken, newRandomToken } from '@crm/secrets';
import { startServer } from './processes';

/** The API in a child process on a database of its own, with a token to call it. */
export type BenchApi = {
  url: string;
  pid: number;
  /** Its data folder (file storage, upload temp files). */
  dir: string;
  databaseUrl: string;
  db: ReturnType<typeof createDb>;
  /** The Authorization header of an API token of the owner. */
  headers: Record<string, string>;
  /** Stops the server and removes its database and folder. */
  stop(): Promise<void>;
};

async function admin(serverUrl: string, sql: string): Promise<void> {
  const db = createDb({ databaseUrl: serverUrl, dataDir: tmpdir() });
  try {
    await db.knex.raw(sql);
  } finally {
    await db.close();
  }
}

/**
 * Starts the API as `npm start` would (production, request log off) on a fresh PostgreSQL
 * database `crm_<name>_bench_<pid>` of the server at `pgUrl`, and makes an API token.
 */
export async function startBenchApi(options: {
  name: string;
  port: number;
  pgUrl: string;
}): Promise<BenchApi> {
  const { pgUrl } = options;
  const database = `crm_${options.name}_bench_${process.pid}`;
  const dir = mkdtempSync(join(tmpdir(), `crm-${options.name}-bench-`));
  await admin(pgUrl, `create database ${database}`);
  const databaseUrl = pgUrl.replace(/\/[^/]*$/, `/${database}`);
  const server = await startServer({
    entry: 'apps/api/src/main.ts',
    port: options.port,
    readyPath: '/api/health',
    env: {
      DATABASE_URL: databaseUrl,
      CRM_DATA_DIR: dir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CRM_ADMIN_EMAIL: 'bench@example.test',
      CRM_ADMIN_PASSWORD: 'bench password 1',
    },
  });
  const db = createDb({ databaseUrl, dataDir: dir });
  const token = newRandomToken('crm_');
  const owner = await db.knex('users').first('id');
  await db
    .knex('api_tokens')
    .insert({ user_id: owner.id, name: `${options.name} bench`, token_hash: hashToken(token) });
  return {
    url: server.url,
    pid: server.pid,
    dir,
    databaseUrl,
    db,
    headers: { authorization: `Bearer ${token}` },
    async stop() {
      await db.close();
      await server.stop();
      await admin(pgUrl, `drop database if exists ${database} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
