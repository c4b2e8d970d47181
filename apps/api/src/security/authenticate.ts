import type { Knex } from '@crm/db';
import type { Context } from 'koa';
import type { AuthConfig } from '../config';
import { findApiTokenWithUser, touchApiToken } from './api-token.repository';
import { hashToken } from '@crm/secrets';
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

export type AuthenticateDeps = { db: Knex; clock: () => Date; auth: AuthConfig };

// last_seen_at / last_used_at are written at most once a minute, not on every request.
const TOUCH_EVERY_MS = 60_000;

/** The session is alive: before its absolute end and not idle for longer than allowed. */
export function sessionIsAlive(session: { last_seen_at: Date; expires_at: Date }, now: Date, idleMinutes: number): boolean {
  return now < session.expires_at && now.getTime() - session.last_seen_at.getTime() < idleMinutes * 60_000;
}

function bearerToken(ctx: Context): string | null | undefined {
  const header = ctx.get('Authorization');
  if (header === '') return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null; // present but malformed: refused, never a fallback to the cookie
}

async function fromToken(deps: AuthenticateDeps, token: string, now: Date): Promise<AuthState | null> {
  const found = await findApiTokenWithUser(deps.db, hashToken(token));
  if (!found) return null;
  const { token: row, user } = found;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= TOUCH_EVERY_MS) await touchApiToken(deps.db, row.id, now);
  return { via: 'token', user, tokenId: row.id };
}

async function fromSession(deps: AuthenticateDeps, token: string, now: Date): Promise<AuthState | null> {
  const found = await findSessionWithUser(deps.db, hashToken(token));
  if (!found) return null;
  const { session, user } = found;
  if (!sessionIsAlive(session, now, deps.auth.sessionIdleMinutes)) {
    await deleteSession(deps.db, session.id);
    return null;
  }
  if (now.getTime() - session.last_seen_at.getTime() >= TOUCH_EVERY_MS) await touchSession(deps.db, session.id, now);
  return { via: 'session', user, sessionId: session.id };
}

/** Resolves the request's credential once (cached on ctx.state.auth); null when there is none valid. */
export async function authenticate(ctx: Context, deps: AuthenticateDeps): Promise<AuthState | null> {
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
