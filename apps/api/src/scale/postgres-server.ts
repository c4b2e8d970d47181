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

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
