import { createDb, createScratchDatabase, type Db, type ScratchDatabase } from '@crm/db';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CachedSignIn } from '../security/credential-cache';
import { CREDENTIALS_CHANNEL, type CredentialMemory } from '../security/credential-changes';
import { listenForCredentialChanges } from '../security/credential-listener';
import type { UserRow } from '../security/user.repository';
import { DEFAULT_POSTGRES_URL, postgresTestProblem, shownUrl } from './postgres-server';

const SERVER_URL = process.env['DATABASE_URL'] ?? DEFAULT_POSTGRES_URL;
const problem = await postgresTestProblem(SERVER_URL);

const user = (id: string) => ({ id, email: `${id}@example.test` }) as UserRow;
const signInOf = (id: string): CachedSignIn => ({
  via: 'token',
  user: user(id),
  tokenId: id,
  lastUsedAt: null,
});

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((wake) => setTimeout(wake, 20));
  }
}

if (problem !== null) {
  describe('the credential listener', () => {
    it.skip(`needs PostgreSQL at ${shownUrl(SERVER_URL)} (set DATABASE_URL); ${problem}`, () =>
      undefined);
  });
} else {
  describe('the credential listener', () => {
    let database: ScratchDatabase;
    let db: Db;
    let memory: CredentialMemory;

    beforeAll(async () => {
      database = await createScratchDatabase(SERVER_URL, 'crm_credential_listener');
      db = createDb({ databaseUrl: database.url });
      memory = await listenForCredentialChanges({
        connectionString: database.url,
        logger: pino({ level: 'silent' }),
      });
    });

    afterAll(async () => {
      await memory?.close();
      await db?.close();
      await database?.drop();
    });

    it('forgets a user when a notification arrives, once its transaction commits', async () => {
      const cache = memory.cache;
      cache.put('h1', signInOf('u1'), cache.version());
      cache.put('h2', signInOf('u2'), cache.version());
      await db.knex.transaction(async (trx) => {
        await trx.raw('select pg_notify(?, ?)', [CREDENTIALS_CHANNEL, 'u1 n1']);
        await new Promise((wake) => setTimeout(wake, 200));
        expect(cache.get('h1')).toBeDefined(); // not sent before the commit
      });
      await until(() => cache.get('h1') === undefined, 'u1 is forgotten');
      expect(cache.get('h2')).toBeDefined();
    });

    it('a look-up under way while a change is heard stores nothing', async () => {
      const cache = memory.cache;
      const version = cache.version();
      await db.knex.raw('select pg_notify(?, ?)', [CREDENTIALS_CHANNEL, 'u9 n9']);
      await until(() => cache.version() !== version, 'the change is heard');
      cache.put('h3', signInOf('u3'), version);
      expect(cache.get('h3')).toBeUndefined();
    });

    it('forgets everything, serves nothing while disconnected, then listens again', async () => {
      const cache = memory.cache;
      cache.put('h4', signInOf('u4'), cache.version());
      expect(cache.get('h4')).toBeDefined();
      await db.knex.raw(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = 'crm credential listener' and datname = current_database()`,
      );
      await until(() => cache.get('h4') === undefined, 'the cache is emptied');
      cache.put('h5', signInOf('u5'), cache.version());
      expect(cache.get('h5')).toBeUndefined();
      // Stored only once LISTEN is back (a retry after half a second).
      await until(() => {
        cache.put('h5', signInOf('u5'), cache.version());
        return cache.get('h5') !== undefined;
      }, 'the listener is back');
      await db.knex.raw('select pg_notify(?, ?)', [CREDENTIALS_CHANNEL, 'u5 n5']);
      await until(() => cache.get('h5') === undefined, 'u5 is forgotten after the reconnect');
    });
  });
}
