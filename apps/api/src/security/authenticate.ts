import type { Knex } from '@crm/db';
import type { Context } from 'koa';
import type { AuthConfig } from '../config';
import { findApiTokenWithUser, touchApiToken } from './api-token.repository';
import { hashToken } from '@crm/secrets';
import type { CredentialCache } from './credential-cache';
import { readSessionCookie } from './session-cookie';
import { deleteSession, findSessionWithUser, touchSession } from './session.repository';
import type { UserRow } from './user.repository';

/** Who made the request, and how: a browser session (cookie) or an API token (Bearer). */
export type AuthState =
  | { via: 'session'; user: UserRow; sessionId: string }
  | { via: 'token'; user: UserRow; tokenId: string };

declare module 'koa' {
  interface DefaultState {
    /** undefined until authenticate() ran for this request; null when it found no valid credential. */
    auth?: AuthState | null;
  }
}

export type AuthenticateDeps = {
  db: Knex;
  clock: () => Date;
  auth: AuthConfig;
  /** Remembered sign-ins (see CredentialCache); without it every request asks the database. */
  cache?: CredentialCache | undefined;
};

// last_seen_at / last_used_at are written at most once a minute, not on every request.
const TOUCH_EVERY_MS = 60_000;

/** The session is alive: before its absolute end and not idle for longer than allowed. */
export function sessionIsAlive(
  session: { last_seen_at: Date; expires_at: Date },
  now: Date,
  idleMinutes: number,
): boolean {
  return (
    now < session.expires_at &&
    now.getTime() - session.last_seen_at.getTime() < idleMinutes * 60_000
  );
}

function bearerToken(ctx: Context): string | null | undefined {
  const header = ctx.get('Authorization');
  if (header === '') return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null; // present but malformed: refused, never a fallback to the cookie
}

function touchDue(last: Date | null, now: Date): boolean {
  return !last || now.getTime() - last.getTime() >= TOUCH_EVERY_MS;
}

async function fromToken(
  deps: AuthenticateDeps,
  token: string,
  now: Date,
): Promise<AuthState | null> {
  const { db, cache } = deps;
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached?.via === 'token') {
    if (touchDue(cached.lastUsedAt, now)) {
      await touchApiToken(db, cached.tokenId, now);
      cached.lastUsedAt = now;
    }
    return { via: 'token', user: cached.user, tokenId: cached.tokenId };
  }
  const version = cache?.version() ?? 0;
  const found = await findApiTokenWithUser(db, tokenHash);
  if (!found) return null;
  const { token: row, user } = found;
  let lastUsedAt = row.last_used_at;
  if (touchDue(lastUsedAt, now)) {
    await touchApiToken(db, row.id, now);
    lastUsedAt = now;
  }
  cache?.put(tokenHash, { via: 'token', user, tokenId: row.id, lastUsedAt }, version);
  return { via: 'token', user, tokenId: row.id };
}

async function fromSession(
  deps: AuthenticateDeps,
  token: string,
  now: Date,
): Promise<AuthState | null> {
  const { db, cache } = deps;
  const idleMinutes = deps.auth.sessionIdleMinutes;
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  // The cached times are never later than the stored ones (this process wrote or read them), so
  // alive here is alive there; anything else is settled by the database below.
  const cachedTimes =
    cached?.via === 'session'
      ? { last_seen_at: cached.lastSeenAt, expires_at: cached.expiresAt }
      : null;
  if (cached?.via === 'session' && cachedTimes && sessionIsAlive(cachedTimes, now, idleMinutes)) {
    if (touchDue(cached.lastSeenAt, now)) {
      await touchSession(db, cached.sessionId, now);
      cached.lastSeenAt = now;
    }
    return { via: 'session', user: cached.user, sessionId: cached.sessionId };
  }
  if (cached) cache?.forget(tokenHash);
  const version = cache?.version() ?? 0;
  const found = await findSessionWithUser(db, tokenHash);
  if (!found) return null;
  const { session, user } = found;
  if (!sessionIsAlive(session, now, idleMinutes)) {
    await deleteSession(db, session.id);
    return null;
  }
  let lastSeenAt = session.last_seen_at;
  if (touchDue(lastSeenAt, now)) {
    await touchSession(db, session.id, now);
    lastSeenAt = now;
  }
  const signIn = { user, sessionId: session.id, expiresAt: session.expires_at, lastSeenAt };
  cache?.put(tokenHash, { via: 'session', ...signIn }, version);
  return { via: 'session', user, sessionId: session.id };
}

/** Resolves the request's credential once (cached on ctx.state.auth); null when there is none valid. */
export async function authenticate(
  ctx: Context,
  deps: AuthenticateDeps,
): Promise<AuthState | null> {
  if (ctx.state.auth !== undefined) return ctx.state.auth;
  const now = deps.clock();
  const bearer = bearerToken(ctx);
  let auth: AuthState | null = null;
  if (bearer !== undefined) {
    auth = bearer === null ? null : await fromToken(deps, bearer, now);
  } else {
    const cookie = readSessionCookie(ctx, deps.auth.cookieSecure);
    auth = cookie ? await fromSession(deps, cookie, now) : null;
  }
  ctx.state.auth = auth;
  return auth;
}
