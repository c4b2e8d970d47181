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

const USER_COLUMNS = [
  'id',
  'email',
  'username',
  'first_name',
  'last_name',
  'password_hash',
  'created_at',
  'updated_at',
] as const;

/**
 * Select list for a credential joined with its user (`users as u`): every user column as
 * `user_<column>`, so one round trip answers "which credential, whose?" on every request.
 */
export function joinedUserColumns(): string[] {
  return USER_COLUMNS.map((column) => `u.${column} as user_${column}`);
}

/** The UserRow out of a row selected with joinedUserColumns(). */
export function joinedUser(row: Record<string, unknown>): UserRow {
  return Object.fromEntries(
    USER_COLUMNS.map((column) => [column, row[`user_${column}`]]),
  ) as UserRow;
}

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
  return db<UserRow>('users')
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .first();
}

export async function insertUser(
  db: Db,
  values: {
    email: string;
    username: string;
    firstName: string | null;
    lastName: string | null;
    passwordHash: string;
  },
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
