import type { Context } from 'koa';
import type { AppDeps } from '../../app.types';
import { hashToken, newRandomToken } from '@crm/secrets';
import { changeCredentials } from '../../security/credential-changes';
import { readSessionCookie, setSessionCookie } from '../../security/session-cookie';
import {
  deleteExpiredSessions,
  deleteSessionByTokenHash,
  insertSession,
} from '../../security/session.repository';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'credentials'>;

/**
 * Signs the user in on this browser: a fresh 256-bit token every time (the one the browser held
 * before, if any, is ended, so a planted session id never becomes a signed-in one), stored only
 * as its hash, sent as the HttpOnly session cookie.
 */
export async function startSession(ctx: Context, deps: Deps, userId: string): Promise<void> {
  const { db, clock, config } = deps;
  const { cookieSecure, sessionAbsoluteHours, sessionIdleMinutes } = config.auth;
  const previous = readSessionCookie(ctx, cookieSecure);
  const now = clock();
  const idleSince = new Date(now.getTime() - sessionIdleMinutes * 60_000);
  // Every process checks expiry itself; announcing the swept sessions too costs nothing extra
  // when (as almost always) none went, and covers servers whose clocks disagree.
  await changeCredentials(db, deps.credentials, async (trx) => [
    ...(previous ? await deleteSessionByTokenHash(trx, hashToken(previous)) : []),
    ...(await deleteExpiredSessions(trx, now, idleSince)),
  ]);
  const token = newRandomToken();
  const lifetimeSeconds = sessionAbsoluteHours * 3600;
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
  });
  setSessionCookie(ctx, cookieSecure, token, lifetimeSeconds);
  ctx.state.auth = undefined; // the new session is read afresh if anything asks
}
