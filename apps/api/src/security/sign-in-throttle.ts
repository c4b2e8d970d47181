import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

/** One counter: failed sign-ins for an account ('account:<email>') or an address ('address:<ip>'). */
export type ThrottleBucket = { key: string; max: number };

export function signInBuckets(email: string, address: string, limits: { perAccount: number; perAddress: number }): ThrottleBucket[] {
  return [
    { key: `account:${email}`, max: limits.perAccount },
    { key: `address:${address}`, max: limits.perAddress },
  ];
}

/**
 * Counts this attempt in every bucket before the password is checked, atomically in the
 * database (so parallel requests and several processes cannot slip past the limit). Answers the
 * seconds to wait when a bucket is over its limit, else null.
 */
export async function takeSignInAttempt(db: Db, buckets: readonly ThrottleBucket[], now: Date, windowMinutes: number): Promise<number | null> {
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
      waitMs = Math.max(waitMs, new Date(row.window_started_at).getTime() + windowMs - now.getTime());
    }
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : null;
}

/** A successful sign-in: the account starts afresh; the address gets this attempt back. */
export async function forgiveSignInAttempt(db: Db, buckets: readonly ThrottleBucket[]): Promise<void> {
  const [account, ...others] = buckets;
  if (account) await db('sign_in_attempts').where({ key: account.key }).delete();
  for (const bucket of others) {
    await db('sign_in_attempts').where({ key: bucket.key }).where('failures', '>', 0).decrement('failures', 1);
  }
}

/** Housekeeping: counters whose window ended before `before`. */
export async function deleteStaleSignInAttempts(db: Db, before: Date): Promise<number> {
  const deleted: unknown[] = await db('sign_in_attempts').where('window_started_at', '<', before).delete().returning('key');
  return deleted.length;
}
