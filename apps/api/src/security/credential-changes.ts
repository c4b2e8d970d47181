import { randomBytes } from 'node:crypto';
import type { Knex } from '@crm/db';
import { CredentialCache, type CredentialCacheOptions } from './credential-cache';

/** The PostgreSQL channel every API process listens on for ended sign-ins. */
export const CREDENTIALS_CHANNEL = 'crm_credentials';

// The longest a command waits to hear its own notification back before answering.
const ECHO_WAIT_MS = 1_000;

/** This process's remembered sign-ins and how it hears that they changed. */
export type CredentialMemory = {
  cache: CredentialCache;
  /**
   * Starts listening for this process's own notification `nonce` (before the commit, so it
   * cannot be missed); the returned function waits for it, at most `timeoutMs`.
   */
  expectEcho: (nonce: string) => (timeoutMs: number) => Promise<void>;
  close: () => Promise<void>;
};

/** One process on its own database (PGlite): every change passes through this process. */
export function localCredentialMemory(options?: CredentialCacheOptions): CredentialMemory {
  return {
    cache: new CredentialCache(options),
    expectEcho: () => () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** `<user id> <nonce>`; null for anything else (the listener then forgets everything). */
export function parseCredentialChange(
  payload: string | undefined,
): { userId: string; nonce: string } | null {
  const [userId, nonce, ...rest] = (payload ?? '').split(' ');
  return userId && nonce && rest.length === 0 ? { userId, nonce } : null;
}

/**
 * Runs `write` (which answers the users whose sessions, tokens or account it changed) in one
 * transaction that also notifies every API process, so the notification goes out on commit or
 * not at all. Then this process forgets those users at once and waits (briefly) to hear its own
 * notification: PostgreSQL signals every listener together, so by then the other processes have
 * been told too, before the caller answers.
 */
export async function changeCredentials(
  db: Knex,
  memory: CredentialMemory | undefined,
  write: (trx: Knex.Transaction) => Promise<readonly string[]>,
): Promise<void> {
  const nonce = randomBytes(12).toString('base64url');
  const waits: ((timeoutMs: number) => Promise<void>)[] = [];
  let changed: string[];
  try {
    changed = await db.transaction(async (trx) => {
      const userIds = [...new Set(await write(trx))];
      for (const userId of userIds) {
        const tagged = `${nonce}${waits.length}`;
        if (memory) waits.push(memory.expectEcho(tagged));
        await trx.raw('select pg_notify(?, ?)', [CREDENTIALS_CHANNEL, `${userId} ${tagged}`]);
      }
      return userIds;
    });
  } catch (error) {
    await Promise.all(waits.map((wait) => wait(0))); // rolled back: nothing will echo
    throw error;
  }
  for (const userId of changed) memory?.cache.forgetUser(userId);
  await Promise.all(waits.map((wait) => wait(ECHO_WAIT_MS)));
}
