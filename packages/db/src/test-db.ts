import { createDb, createPgliteDb, MEMORY_DATA_DIR } from './create-db';
import type { Db } from './db.types';
import { migrateLatest } from './migrate';
import { createScratchDatabase } from './scratch-database';
import { migratedPgliteImage } from './test-db-image';

export type TestDb = Db & { name: string };

/**
 * A migrated, empty database for one test file: PGlite in memory, or a fresh database on the
 * PostgreSQL server in `databaseUrl` (normally DATABASE_URL) that close() drops again.
 */
export async function createTestDb(databaseUrl = process.env['DATABASE_URL']): Promise<TestDb> {
  if (!databaseUrl) {
    const db = createPgliteDb(MEMORY_DATA_DIR, await migratedPgliteImage());
    await db.ready();
    return { ...db, name: 'memory' };
  }
  const scratch = await createScratchDatabase(databaseUrl);
  const db = createDb({ databaseUrl: scratch.url });
  try {
    await migrateLatest(db.knex);
  } catch (error) {
    await db.close();
    await scratch.drop();
    throw error;
  }
  return {
    ...db,
    name: scratch.name,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}
