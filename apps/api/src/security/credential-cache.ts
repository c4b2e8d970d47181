import type { UserRow } from './user.repository';

/** What a sign-in look-up found, kept so the next request with the same credential skips it. */
export type CachedSignIn =
  | { via: 'session'; user: UserRow; sessionId: string; expiresAt: Date; lastSeenAt: Date }
  | { via: 'token'; user: UserRow; tokenId: string; lastUsedAt: Date | null };

export type CredentialCacheOptions = {
  /** How long an entry is trusted without a notification; the bound on a lost one. */
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds that only go forward (tests move it); the server clock may jump. */
  monotonic?: () => number;
};

export const CREDENTIAL_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

type Entry = { signIn: CachedSignIn; storedAt: number };

/**
 * "Token hash → signed-in user" for this process, for at most ttlMs per entry. Whoever ends a
 * session, revokes a token or changes a user calls forgetUser (here, and in every other process
 * through the notification), and the callers still check expiry on every hit.
 *
 * A look-up that was under way while anything was forgotten must not store its answer (it may
 * have read the row just before the change committed): put() takes the version read before the
 * look-up and stores nothing when it has moved.
 */
export class CredentialCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly monotonic: () => number;
  private currentVersion = 0;
  private enabled = true;

  constructor(options: CredentialCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? CREDENTIAL_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.monotonic = options.monotonic ?? (() => performance.now());
  }

  /** Read before a look-up; hand it to put() afterwards. */
  version(): number {
    return this.currentVersion;
  }

  get(tokenHash: string): CachedSignIn | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const age = this.monotonic() - entry.storedAt;
    if (age >= this.ttlMs || age < 0) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.signIn;
  }

  put(tokenHash: string, signIn: CachedSignIn, version: number): void {
    if (!this.enabled || version !== this.currentVersion) return;
    this.entries.delete(tokenHash); // re-inserted last, so the oldest is first to go
    this.entries.set(tokenHash, { signIn, storedAt: this.monotonic() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Every credential of the user: a session ended, a token revoked or the account changed. */
  forgetUser(userId: string): void {
    this.currentVersion += 1;
    for (const [hash, entry] of this.entries) {
      if (entry.signIn.user.id === userId) this.entries.delete(hash);
    }
  }

  clear(): void {
    this.currentVersion += 1;
    this.entries.clear();
  }

  /** While changes may go unheard (no LISTEN connection): nothing is served or stored. */
  disable(): void {
    this.enabled = false;
    this.clear();
  }

  enable(): void {
    this.currentVersion += 1;
    this.enabled = true;
  }

  get size(): number {
    return this.entries.size;
  }
}
