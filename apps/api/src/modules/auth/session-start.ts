import type { Context } from 'koa';
import type { AppDeps } from '../../app.types';
import { hashToken, newRandomToken } from '@crm/secrets';
import { readSessionCookie, setSessionCookie } from '../../security/session-cookie';
import { deleteExpiredSessions, deleteSessionByTokenHash, insertSession } from '../../security/session.repository';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * Signs the user in on this browser: a fresh 256-bit token every time (the one the browser held
 * before, if any, is ended, so a planted session id never becomes a signed-in one), stored only
 * as its hash, sent as the HttpOnly session cookie.
 */
export async function startSession(ctx: Context, deps: Deps, userId: string): Promise<void> {
  const { db, clock, config } = deps;
  const { cookieSecure, sessionAbsoluteHours, sessionIdleMinutes } = config.auth;
  const previous = readSessionCookie(ctx, cookieSecure);
  if (previous) await deleteSessionByTokenHash(db, hashToken(previous));
  const now = clock();
  await deleteExpiredSessions(db, now, new Date(now.getTime() - sessionIdleMinutes * 60_000));
  const token = newRandomToken();
  const lifetimeSeconds = sessionAbsoluteHours * 3600;
  await insertSession(db, { userId, tokenHash: hashToken(token), now, expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000) });
  setSessionCookie(ctx, cookieSecure, token, lifetimeSeconds);
  ctx.state.auth = undefined; // the new session is read afresh if anything asks
}
