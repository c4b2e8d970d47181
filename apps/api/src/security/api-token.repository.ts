import type { Knex } from '@crm/db';
import { joinedUser, joinedUserColumns, type UserRow } from './user.repository';

type Db = Knex | Knex.Transaction;

export type ApiTokenRow = {
  id: string;
  user_id: string;
  name: string;
  last_used_at: Date | null;
  created_at: Date;
};

const COLUMNS = ['id', 'user_id', 'name', 'last_used_at', 'created_at'];

export async function insertApiToken(
  db: Db,
  values: { userId: string; name: string; tokenHash: string; now: Date },
): Promise<ApiTokenRow> {
  const [row] = await db('api_tokens')
    .insert({
      user_id: values.userId,
      name: values.name,
      token_hash: values.tokenHash,
      created_at: values.now,
    })
    .returning(COLUMNS);
  if (!row) throw new Error('Insert returned no token');
  return row as ApiTokenRow;
}

/** The token with that hash and the account it belongs to, in one round trip. */
export async function findApiTokenWithUser(
  db: Db,
  tokenHash: string,
): Promise<{ token: ApiTokenRow; user: UserRow } | undefined> {
  const row = (await db('api_tokens as t')
    .join('users as u', 'u.id', 't.user_id')
    .select([...COLUMNS.map((column) => `t.${column}`), ...joinedUserColumns()])
    .where('t.token_hash', tokenHash)
    .first()) as (ApiTokenRow & Record<string, unknown>) | undefined;
  if (!row) return undefined;
  const { id, user_id, name, last_used_at, created_at } = row;
  return { token: { id, user_id, name, last_used_at, created_at }, user: joinedUser(row) };
}

export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db('api_tokens')
    .select(COLUMNS)
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'asc' },
    ]);
}

export async function touchApiToken(db: Db, id: string, now: Date): Promise<void> {
  await db('api_tokens').where({ id }).update({ last_used_at: now });
}

/** Only the owner's own token; false when there is none with that id. */
export async function deleteApiToken(db: Db, userId: string, id: string): Promise<boolean> {
  // returning(): knex-pglite answers delete() with a result object, not a count.
  const deleted: unknown[] = await db('api_tokens')
    .where({ id, user_id: userId })
    .delete()
    .returning('id');
  return deleted.length > 0;
}
