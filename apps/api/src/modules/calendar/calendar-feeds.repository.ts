import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

export async function findFeedToken(db: Db, userId: string): Promise<string | undefined> {
  const row = (await db('calendar_feeds').where({ user_id: userId }).first('token')) as
    { token: string } | undefined;
  return row?.token;
}

/** The user whose feed this token opens, if any. */
export async function findFeedOwner(db: Db, token: string): Promise<string | undefined> {
  const row = (await db('calendar_feeds').where({ token }).first('user_id')) as
    { user_id: string } | undefined;
  return row?.user_id;
}

/** Gives the user this token, replacing any earlier one (whose address stops working). */
export async function saveFeedToken(db: Db, userId: string, token: string): Promise<void> {
  await db('calendar_feeds')
    .insert({ user_id: userId, token })
    .onConflict('user_id')
    .merge(['token', 'created_at']);
}
