import type { Knex } from '@crm/db';
import { joinedUser, joinedUserColumns, type UserRow } from './user.repository';

type Db = Knex | Knex.Transaction;

export type SessionRow = {
  id: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
};

/** A new session; `expiresAt` is its absolute end, whatever the activity. */
export async function insertSession(
  db: Db,
  values: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db('sessions')
    .insert({
      user_id: values.userId,
      token_hash: values.tokenHash,
      created_at: values.now,
      last_seen_at: values.now,
      expires_at: values.expiresAt,
    })
    .returning('id');
  if (!row) throw new Error('Insert returned no session');
  return (row as { id: string }).id;
}

/** The session with that token hash and its user, in one round trip. */
export async function findSessionWithUser(
  db: Db,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const row = (await db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.created_at',
      's.last_seen_at',
      's.expires_at',
      ...joinedUserColumns(),
    ])
    .where('s.token_hash', tokenHash)
    .first()) as (SessionRow & Record<string, unknown>) | undefined;
  if (!row) return undefined;
  const { id, user_id, created_at, last_seen_at, expires_at } = row;
  return { session: { id, user_id, created_at, last_seen_at, expires_at }, user: joinedUser(row) };
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db('sessions').where({ id }).update({ last_seen_at: now });
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db('sessions').where({ id }).delete();
}

/** The owner of the session it ended, if there was one (to announce the change). */
export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<string[]> {
  const deleted: { user_id: string }[] = await db('sessions')
    .where({ token_hash: tokenHash })
    .delete()
    .returning('user_id');
  return deleted.map((row) => row.user_id);
}

/** Signs the user out everywhere but `keepId` (after a password change). */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepId: string | null,
): Promise<number> {
  const query = db('sessions').where({ user_id: userId });
  if (keepId) query.whereNot({ id: keepId });
  const deleted: unknown[] = await query.delete().returning('id');
  return deleted.length;
}

/** Housekeeping: sessions past their absolute end or idle since `idleSince`; their owners. */
export async function deleteExpiredSessions(db: Db, now: Date, idleSince: Date): Promise<string[]> {
  const deleted: { user_id: string }[] = await db('sessions')
    .where('expires_at', '<=', now)
    .orWhere('last_seen_at', '<=', idleSince)
    .delete()
    .returning('user_id');
  return deleted.map((row) => row.user_id);
}
