import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

export type UserRow = {
  id: string;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  created_at: Date;
  updated_at: Date;
};

export async function countUsers(db: Db): Promise<number> {
  const row = (await db('users').first(db.raw('count(*) as count'))) as { count: number | string };
  return Number(row.count);
}

/** Emails are stored lower-cased (the sign-in schema lower-cases what is typed). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ email: email.toLowerCase() }).first();
}

/** The oldest account: the owner. */
export async function findFirstUser(db: Db): Promise<UserRow | undefined> {
  return db<UserRow>('users').orderBy([{ column: 'created_at' }, { column: 'id' }]).first();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

export async function insertUser(
  db: Db,
  values: { email: string; username: string; firstName: string | null; lastName: string | null; passwordHash: string },
): Promise<UserRow> {
  const [row] = await db('users')
    .insert({
      email: values.email.toLowerCase(),
      username: values.username,
      first_name: values.firstName,
      last_name: values.lastName,
      password_hash: values.passwordHash,
    })
    .returning('*');
  if (!row) throw new Error('Insert returned no user');
  return row as UserRow;
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db('users').where({ id }).update({ password_hash: passwordHash, updated_at: db.fn.now() });
}
