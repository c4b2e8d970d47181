import { afterAll, beforeAll } from 'vitest';
import type { Knex } from 'knex';
import { createTestDb, type TestDb } from './test-db';

/**
 * A test file's database in one call, as useTestServer is a route test's server: a migrated
 * test database made before the file's tests and dropped after them. The answer stands for its
 * Knex from `beforeAll` on (calls and members pass through), so a file holds it in a `const`.
 */
export function useTestKnex(): Knex {
  let db: TestDb | undefined;
  const made = (): Knex => {
    if (!db) throw new Error('The test database is used before beforeAll made it');
    return db.knex;
  };
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });
  // Knex is a function with members: the target is one, so calling the answer works too.
  return new Proxy(function knex() {} as unknown as Knex, {
    apply: (_target, thisArg, args: unknown[]) => Reflect.apply(made(), thisArg, args),
    get: (_target, key) => Reflect.get(made(), key),
    has: (_target, key) => Reflect.has(made(), key),
  });
}
