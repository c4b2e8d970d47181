import { createDb } from '@crm/db';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Null when a PostgreSQL server answers at `url`, else why not (for a skip message). */
export async function postgresProblem(url: string): Promise<string | null> {
  const probe = createDb({ databaseUrl: url });
  try {
    await probe.knex.raw('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await probe.close();
  }
}

/**
 * Why the tests that need a PostgreSQL server of their own do not run here, or null. `npm test`
 * runs them in its PostgreSQL layer (DATABASE_URL set) and tells the embedded layer before it
 * (CRM_TEST_POSTGRES_LAYER=1), where they would only run again against the same server.
 */
export async function postgresTestProblem(url: string): Promise<string | null> {
  if (process.env['CRM_TEST_POSTGRES_LAYER'] === '1' && !process.env['DATABASE_URL'])
    return "left to npm test's PostgreSQL layer";
  return postgresProblem(url);
}

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
