import type { DbKind } from '@crm/db';
import pg from 'pg';
import type { Logger } from 'pino';
import { CredentialCache, type CredentialCacheOptions } from './credential-cache';
import {
  CREDENTIALS_CHANNEL,
  localCredentialMemory,
  parseCredentialChange,
  type CredentialMemory,
} from './credential-changes';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

type Echo = { heard: boolean; wake?: () => void };

/**
 * Remembered sign-ins for one of possibly several API processes on one PostgreSQL database: a
 * dedicated connection (not from the Knex pool, which hands connections around) LISTENs for
 * changes. The cache serves only while that connection is up: when it drops, everything is
 * forgotten and every request asks the database again until LISTEN is back in place, since
 * notifications sent in between are lost.
 */
export async function listenForCredentialChanges(options: {
  connectionString: string;
  logger: Logger;
  cache?: CredentialCacheOptions;
}): Promise<CredentialMemory> {
  const cache = new CredentialCache(options.cache);
  cache.disable();
  const echoes = new Map<string, Echo>();
  let current: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CREDENTIALS_CHANNEL) return;
    const change = parseCredentialChange(message.payload);
    if (!change) return cache.clear();
    cache.forgetUser(change.userId);
    const echo = echoes.get(change.nonce);
    if (echo) {
      echo.heard = true;
      echo.wake?.();
    }
  };

  const retryLater = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (current !== client) return;
    current = null;
    cache.disable();
    client.end().catch(() => undefined);
    if (closed) return;
    options.logger.warn({ err: error }, 'credential listener lost its connection; reconnecting');
    retryLater();
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: options.connectionString,
      keepAlive: true,
      application_name: 'crm credential listener',
    });
    client.on('notification', onNotification);
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CREDENTIALS_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      options.logger.warn({ err: error }, 'credential listener could not connect; retrying');
      retryLater();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    retryMs = RETRY_FIRST_MS;
    cache.enable();
  }

  await connect();

  return {
    cache,
    expectEcho: (nonce) => {
      // Without a listener nothing echoes, and this process's cache is off anyway.
      if (!current) return () => Promise.resolve();
      const echo: Echo = { heard: false };
      echoes.set(nonce, echo);
      return (timeoutMs) =>
        new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            echoes.delete(nonce);
            resolve();
          };
          const timer = setTimeout(done, echo.heard ? 0 : timeoutMs);
          if (echo.heard) done();
          else echo.wake = done;
        });
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      cache.disable();
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * PostgreSQL: a cache every process is told about through LISTEN. PGlite: one process holds the
 * database, so every change passes through it and its own cache hears of each one directly.
 */
export async function startCredentialMemory(options: {
  kind: DbKind;
  databaseUrl: string | undefined;
  logger: Logger;
}): Promise<CredentialMemory> {
  if (options.kind === 'pglite' || !options.databaseUrl) return localCredentialMemory();
  const { databaseUrl: connectionString, logger } = options;
  return listenForCredentialChanges({ connectionString, logger });
}
