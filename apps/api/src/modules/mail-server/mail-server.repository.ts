import type { MailSecurity } from '@crm/domain';
import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

/** Settings › Email's mail server; the password is a SecretBox value. */
export type MailServerRow = {
  id: string;
  host: string;
  port: number;
  security: MailSecurity;
  username: string | null;
  password: string | null;
  from_address: string | null;
};

const COLUMNS = ['id', 'host', 'port', 'security', 'username', 'password', 'from_address'];

export async function findMailServer(db: Db): Promise<MailServerRow | undefined> {
  return (await db('mail_servers').where({ slot: 1 }).first(COLUMNS)) as MailServerRow | undefined;
}

/** Saves the one mail server (slot 1), replacing what was there. */
export async function saveMailServer(
  db: Db,
  values: Omit<MailServerRow, 'id'>,
  now: Date,
): Promise<void> {
  await db('mail_servers')
    .insert({ ...values, slot: 1, updated_at: now })
    .onConflict('slot')
    .merge(['host', 'port', 'security', 'username', 'password', 'from_address', 'updated_at']);
}

export async function deleteMailServer(db: Db): Promise<void> {
  await db('mail_servers').where({ slot: 1 }).delete();
}
