import { randomBytes } from 'node:crypto';
import knex from 'knex';

export type ScratchDatabase = { url: string; name: string; drop: () => Promise<void> };

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a database on the PostgreSQL server named by `serverUrl` (used by tests so every
 * suite gets a fresh schema), empty or a copy of `template`, and returns its URL and a way to
 * drop it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'crm_test',
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withMaintenance(serverUrl, (admin) =>
    template
      ? admin.raw('create database ?? template ??', [name, template])
      : admin.raw('create database ??', [name]),
  );
  return {
    url: databaseUrlOf(serverUrl, name),
    name,
    drop: () =>
      withMaintenance(serverUrl, (admin) =>
        admin.raw('drop database if exists ?? with (force)', [name]),
      ),
  };
}

export async function withMaintenance(
  serverUrl: string,
  run: (admin: knex.Knex) => Promise<unknown>,
): Promise<void> {
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await run(admin);
  } finally {
    await admin.destroy();
  }
}
