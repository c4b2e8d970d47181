import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

/**
 * One counter of failed sign-ins: for an account ('account:<email>'), an address
 * ('address:<ip>') or a known device ('device:<nonce>'). A correct password clears it, or only
 * gives this attempt back (an address is shared by every account tried from it).
 */
export type ThrottleBucket = { key: string; max: number; onSuccess: 'clear' | 'refund' };

/** A client without a valid device token: the account's and the address's counters. */
export function signInBuckets(
  email: string,
  address: string,
  limits: { perAccount: number; perAddress: number },
): ThrottleBucket[] {
  return [
    { key: `account:${email}`, max: limits.perAccount, onSuccess: 'clear' },
    { key: `address:${address}`, max: limits.perAddress, onSuccess: 'refund' },
  ];
}

/**
 * A client with a valid device token for the account: its own counter only, so failures from
 * elsewhere (which lock the account for unknown clients) do not lock it out, and its own failures
 * lock only it.
 */
export function deviceBuckets(nonce: string, limits: { perAccount: number }): ThrottleBucket[] {
  return [{ key: `device:${nonce}`, max: limits.perAccount, onSuccess: 'clear' }];
}

/**
 * Counts this attempt in every bucket before the password is checked, atomically in the
 * database (so parallel requests and several processes cannot slip past the limit). Answers the
 * seconds to wait when a bucket is over its limit, else null.
 */
export async function takeSignInAttempt(
  db: Db,
  buckets: readonly ThrottleBucket[],
  now: Date,
  windowMinutes: number,
): Promise<number | null> {
  const windowMs = windowMinutes * 60_000;
  const windowStart = new Date(now.getTime() - windowMs);
  let waitMs = 0;
  for (const bucket of buckets) {
    // A window opens at the first attempt and lasts windowMinutes; after it the count starts over.
    const result = await db.raw<{ rows: { failures: number; window_started_at: Date }[] }>(
      `insert into sign_in_attempts (key, failures, window_started_at) values (?, 1, ?)
       on conflict (key) do update set
         failures = case when sign_in_attempts.window_started_at <= ? then 1 else sign_in_attempts.failures + 1 end,
         window_started_at = case when sign_in_attempts.window_started_at <= ? then excluded.window_started_at else sign_in_attempts.window_started_at end
       returning failures, window_started_at`,
      [bucket.key, now, windowStart, windowStart],
    );
    const row = result.rows[0];
    if (row && row.failures > bucket.max) {
      waitMs = Math.max(
        waitMs,
        new Date(row.window_started_at).getTime() + windowMs - now.getTime(),
      );
    }
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : null;
}

/** A successful sign-in: each counter it was taken from is cleared or gets this attempt back. */
export async function forgiveSignInAttempt(
  db: Db,
  buckets: readonly ThrottleBucket[],
): Promise<void> {
  for (const bucket of buckets) {
    const counter = db('sign_in_attempts').where({ key: bucket.key });
    if (bucket.onSuccess === 'clear') await counter.delete();
    else await counter.where('failures', '>', 0).decrement('failures', 1);
  }
}

/** Housekeeping: counters whose window ended before `before`. */
export async function deleteStaleSignInAttempts(db: Db, before: Date): Promise<number> {
  const deleted: unknown[] = await db('sign_in_attempts')
    .where('window_started_at', '<', before)
    .delete()
    .returning('key');
  return deleted.length;
}
