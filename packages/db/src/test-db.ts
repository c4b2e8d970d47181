import { createDb, createPgliteDb, MEMORY_DATA_DIR } from './create-db';
import type { Db } from './db.types';
import { createScratchDatabase } from './scratch-database';
import { migratedPgliteImage, migratedPostgresTemplate } from './test-db-templates';

export type TestDb = Db & { name: string };

/**
 * A migrated, empty database for one test file: PGlite in memory, or a fresh database on the
 * PostgreSQL server in `databaseUrl` (normally DATABASE_URL) that close() drops again. Each
 * starts as a copy of a migrated one made once per schema (test-db-templates).
 */
export async function createTestDb(databaseUrl = process.env['DATABASE_URL']): Promise<TestDb> {
  if (!databaseUrl) {
    const db = createPgliteDb(MEMORY_DATA_DIR, await migratedPgliteImage());
    await db.ready();
    return { ...db, name: 'memory' };
  }
  const template = await migratedPostgresTemplate(databaseUrl);
  const scratch = await createScratchDatabase(databaseUrl, 'crm_test', template);
  const db = createDb({ databaseUrl: scratch.url });
  return {
    ...db,
    name: scratch.name,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}
