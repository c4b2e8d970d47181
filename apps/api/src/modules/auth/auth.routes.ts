import Router from '@koa/router';
import { authRoutes } from '@crm/api-contract';
import type { Context } from 'koa';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { HttpError, UnauthorizedError, ValidationError } from '../../middlewares/http-errors';
import type { AuthState } from '../../security/authenticate';
import { hashPassword, needsRehash, verifyPassword } from '@crm/secrets';
import { clearSessionCookie } from '../../security/session-cookie';
import { deleteOtherSessions, deleteSession } from '../../security/session.repository';
import { deleteStaleSignInAttempts, forgiveSignInAttempt, signInBuckets, takeSignInAttempt } from '../../security/sign-in-throttle';
import { countUsers, findUserByEmail, updatePasswordHash } from '../../security/user.repository';
import {
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOGGED_OUT_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SIGN_IN_PAGE,
  tooManyAttemptsMessage,
} from './auth.messages';
import { presentUser } from './auth.presenter';
import { createOwner } from './owner-account';
import { startSession } from './session-start';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** The signed-in caller; requireAuth ran before every protected route, so it is there. */
export function signedIn(ctx: Context): AuthState {
  const auth = ctx.state.auth;
  if (!auth) throw new UnauthorizedError();
  return auth;
}

/** Counts an attempt for this account and address; 429 with Retry-After once over the limit. */
async function throttle(ctx: Context, deps: Deps, email: string) {
  const limits = deps.config.auth.signInLimits;
  const buckets = signInBuckets(email, ctx.ip, limits);
  const wait = await takeSignInAttempt(deps.db, buckets, deps.clock(), limits.windowMinutes);
  if (wait !== null) {
    ctx.set('Retry-After', String(wait));
    throw new HttpError(429, tooManyAttemptsMessage(wait));
  }
  return buckets;
}

/** Sign-in and first-run account creation: reachable without a session. */
export function createAuthPublicRouter(deps: Deps): Router {
  const router = new Router();
  const { db } = deps;

  handle(router, authRoutes.login, async ({ body, ctx }) => {
    const buckets = await throttle(ctx, deps, body.email);
    const user = await findUserByEmail(db, body.email);
    // Same answer, and the same argon2 cost, whether the email or the password is wrong.
    if (!(await verifyPassword(user?.password_hash, body.password)) || !user) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
    await forgiveSignInAttempt(db, buckets);
    // Housekeeping: counters whose window ended long ago.
    await deleteStaleSignInAttempts(db, new Date(deps.clock().getTime() - 2 * deps.config.auth.signInLimits.windowMinutes * 60_000));
    if (user.password_hash && needsRehash(user.password_hash)) await updatePasswordHash(db, user.id, await hashPassword(body.password));
    await startSession(ctx, deps, user.id);
    ctx.state.log.info({ userId: user.id }, 'signed in');
    return presentUser(user);
  });

  handle(router, authRoutes.setupStatus, async () => ({ needsSetup: (await countUsers(db)) === 0 }));

  handle(router, authRoutes.setup, async ({ body, ctx }) => {
    const user = await createOwner(db, body);
    await startSession(ctx, deps, user.id);
    ctx.state.log.info({ userId: user.id }, 'owner account created');
    return presentUser(user);
  });

  return router;
}

/** The signed-in user's account: who am I, sign out, change password. */
export function createAuthRouter(deps: Deps): Router {
  const router = new Router();
  const { db, config } = deps;

  handle(router, authRoutes.user, ({ ctx }) => presentUser(signedIn(ctx).user));

  const signOut = async (ctx: Context) => {
    const auth = signedIn(ctx);
    if (auth.via === 'session') await deleteSession(db, auth.sessionId);
    clearSessionCookie(ctx, config.auth.cookieSecure);
    ctx.state.auth = null;
  };

  handle(router, authRoutes.logout, async ({ ctx }) => {
    await signOut(ctx);
    return { message: LOGGED_OUT_MESSAGE };
  });

  // The sidebar's Logout is a plain link: the one GET that changes state, as the spec has it.
  handle(router, authRoutes.logoutLink, async ({ ctx }) => {
    await signOut(ctx);
    ctx.redirect(SIGN_IN_PAGE);
  });

  handle(router, authRoutes.changePassword, async ({ body, ctx }) => {
    const auth = signedIn(ctx);
    // Wrong current passwords count like failed sign-ins: a stolen session cannot guess its way in.
    const buckets = await throttle(ctx, deps, auth.user.email);
    if (!(await verifyPassword(auth.user.password_hash, body.currentPassword))) {
      throw new ValidationError([{ path: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT_MESSAGE }]);
    }
    await forgiveSignInAttempt(db, buckets);
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (trx) => {
      await updatePasswordHash(trx, auth.user.id, passwordHash);
      await deleteOtherSessions(trx, auth.user.id, auth.via === 'session' ? auth.sessionId : null);
    });
    ctx.state.log.info({ userId: auth.user.id }, 'password changed');
    return { message: PASSWORD_CHANGED_MESSAGE };
  });

  return router;
}
