import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

export type SessionRow = {
  id: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
};

/** A new session; `expiresAt` is its absolute end, whatever the activity. */
export async function insertSession(db: Db, values: { userId: string; tokenHash: string; now: Date; expiresAt: Date }): Promise<string> {
  const [row] = await db('sessions')
    .insert({ user_id: values.userId, token_hash: values.tokenHash, created_at: values.now, last_seen_at: values.now, expires_at: values.expiresAt })
    .returning('id');
  if (!row) throw new Error('Insert returned no session');
  return (row as { id: string }).id;
}

export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const row = await db('sessions').select('id', 'user_id', 'created_at', 'last_seen_at', 'expires_at').where({ token_hash: tokenHash }).first();
  return row as SessionRow | undefined;
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db('sessions').where({ id }).update({ last_seen_at: now });
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db('sessions').where({ id }).delete();
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db('sessions').where({ token_hash: tokenHash }).delete();
}

/** Signs the user out everywhere but `keepId` (after a password change). */
export async function deleteOtherSessions(db: Db, userId: string, keepId: string | null): Promise<number> {
  const query = db('sessions').where({ user_id: userId });
  if (keepId) query.whereNot({ id: keepId });
  const deleted: unknown[] = await query.delete().returning('id');
  return deleted.length;
}

/** Housekeeping: sessions past their absolute end or idle since `idleSince`. */
export async function deleteExpiredSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const deleted: unknown[] = await db('sessions').where('expires_at', '<=', now).orWhere('last_seen_at', '<=', idleSince).delete().returning('id');
  return deleted.length;
}
