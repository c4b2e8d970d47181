import { toPence, type OutboxKind, type OutboxStatus } from '@crm/domain';
import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

export type OutboxRow = {
  id: string;
  idempotency_key: string;
  kind: OutboxKind;
  entity_id: string | null;
  status: OutboxStatus;
  from_address: string;
  to_addresses: string[];
  cc_addresses: string[];
  subject: string;
  body: string;
  attachments: string[];
  raw: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type NewOutboxMessage = Pick<
  OutboxRow,
  | 'idempotency_key'
  | 'kind'
  | 'entity_id'
  | 'status'
  | 'from_address'
  | 'subject'
  | 'body'
  | 'raw'
  | 'last_error'
  | 'next_attempt_at'
> & {
  to_addresses: readonly string[];
  cc_addresses: readonly string[];
  attachments: readonly string[];
};

/**
 * Stores the message once for its key: a second call with the same key (a retried request,
 * a second process) changes nothing and answers the message already there.
 */
export async function insertOnce(db: Db, message: NewOutboxMessage): Promise<OutboxRow> {
  await db('outbox_messages')
    .insert({
      ...message,
      // jsonb columns take JSON text; arrays would be sent as PostgreSQL arrays.
      to_addresses: JSON.stringify(message.to_addresses),
      cc_addresses: JSON.stringify(message.cc_addresses),
      attachments: JSON.stringify(message.attachments),
    })
    .onConflict('idempotency_key')
    .ignore();
  const row = await db<OutboxRow>('outbox_messages')
    .where({ idempotency_key: message.idempotency_key })
    .first();
  if (!row) throw new Error('The outbox message was not stored');
  return row;
}

export async function findMessage(db: Db, id: string): Promise<OutboxRow | undefined> {
  return db<OutboxRow>('outbox_messages').where({ id }).first();
}

export async function listMessages(
  db: Db,
  filter: { status?: OutboxStatus | undefined; limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const matches = () => {
    const query = db<OutboxRow>('outbox_messages');
    if (filter.status) query.where({ status: filter.status });
    return query;
  };
  const [rows, counted] = await Promise.all([
    matches()
      .select('*')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(filter.limit)
      .offset(filter.offset),
    matches().count<{ count: string | number }[]>('* as count'),
  ]);
  return { rows: rows as OutboxRow[], total: Number(counted[0]?.count ?? 0) };
}

/** A message a delivery pass took but never finished (its process died) counts as interrupted after this. */
export const STALE_SENDING_MS = 10 * 60 * 1000;

/**
 * Marks failed the messages a process took for sending and never finished (it died): the mail
 * server may have accepted one before the crash, so it is not sent again by itself; the owner
 * sees it failed, with why, and retries it if it did not arrive. Nothing goes out twice.
 */
export async function failInterrupted(db: Db, now: Date, error: string): Promise<number> {
  const stale = new Date(now.getTime() - STALE_SENDING_MS);
  return db('outbox_messages')
    .where({ status: 'sending' })
    .where('updated_at', '<', stale)
    .update({ status: 'failed', last_error: error, updated_at: now });
}

/**
 * Takes up to `limit` messages that are due, marking them sending: SKIP LOCKED lets several
 * processes deliver at once without two taking the same message.
 */
export async function claimDue(db: Knex, now: Date, limit: number): Promise<OutboxRow[]> {
  const result = await db.raw(
    `update outbox_messages set status = 'sending', attempts = attempts + 1, updated_at = ?
     where id in (
       select id from outbox_messages
       where status = 'queued' and next_attempt_at <= ?
       order by next_attempt_at, id
       limit ? for update skip locked)
     returning *`,
    [now, now, limit],
  );
  return result.rows as OutboxRow[];
}

export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db('outbox_messages')
    .where({ id, status: 'sending' })
    .update({ status: 'sent', sent_at: now, last_error: null, updated_at: now });
}

/** A message that is no longer wanted (its invoice was paid) is kept as skipped, with why. */
export async function markSkipped(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db('outbox_messages')
    .where({ id, status: 'sending' })
    .update({ status: 'skipped', last_error: reason, updated_at: now });
}

/** Whether a reminder's invoice still owes something (it may have been paid since it was made). */
export async function reminderStillOwed(db: Db, invoiceId: string): Promise<boolean> {
  const row = (await db('invoices')
    .where({ id: invoiceId })
    .first('status', 'amount', 'amount_paid')) as
    { status: string; amount: string; amount_paid: string } | undefined;
  return (
    row !== undefined && row.status !== 'paid' && toPence(row.amount) > toPence(row.amount_paid)
  );
}

/** Queued again for `retryAt`, or failed for good when `retryAt` is null. */
export async function markFailedTry(
  db: Db,
  id: string,
  error: string,
  { now, retryAt }: { now: Date; retryAt: Date | null },
): Promise<void> {
  await db('outbox_messages')
    .where({ id, status: 'sending' })
    .update(
      retryAt
        ? { status: 'queued', next_attempt_at: retryAt, last_error: error, updated_at: now }
        : { status: 'failed', last_error: error, updated_at: now },
    );
}

/** A failed message is queued for one more round of tries. */
export async function requeue(db: Db, id: string, now: Date): Promise<boolean> {
  const count = await db('outbox_messages')
    .where({ id })
    .whereIn('status', ['failed', 'not_sent'])
    .update({ status: 'queued', attempts: 0, next_attempt_at: now, updated_at: now });
  return count > 0;
}

/** Which of `keys` already have a message (made, sent or skipped). */
export async function existingKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = (await db('outbox_messages')
    .whereIn('idempotency_key', keys)
    .select('idempotency_key')) as { idempotency_key: string }[];
  return new Set(rows.map((row) => row.idempotency_key));
}
