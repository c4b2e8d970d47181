import Router from '@koa/router';
import { authRoutes } from '@crm/api-contract';
import { LOGGED_OUT_MESSAGE, PASSWORD_CHANGED_MESSAGE, SIGN_IN_PAGE } from '@crm/domain';
import type { Context } from 'koa';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { UnauthorizedError } from '../../middlewares/http-errors';
import type { AuthState } from '../../security/authenticate';
import { clearSessionCookie } from '../../security/session-cookie';
import { countUsers } from '../../security/user.repository';
import { changePassword, signIn, signOut } from './auth.commands';
import { presentUser } from './auth.presenter';
import { createOwner } from './owner-account';
import { startSession } from './session-start';
import { rememberDevice, throttleSignIn } from './sign-in-gate';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets' | 'credentials'>;

/** The signed-in caller; requireAuth ran before every protected route, so it is there. */
export function signedIn(ctx: Context): AuthState {
  const auth = ctx.state.auth;
  if (!auth) throw new UnauthorizedError();
  return auth;
}

/** Sign-in and first-run account creation: reachable without a session. */
export function createAuthPublicRouter(deps: Deps): Router {
  const router = new Router();
  const { db } = deps;

  handle(router, authRoutes.login, async ({ body, ctx }) => {
    const buckets = await throttleSignIn(ctx, deps, body.email);
    const { windowMinutes } = deps.config.auth.signInLimits;
    const { credentials } = deps;
    const user = await signIn(db, body, { buckets, now: deps.clock(), windowMinutes, credentials });
    await startSession(ctx, deps, user.id);
    rememberDevice(ctx, deps, user.id);
    ctx.state.log.info({ userId: user.id }, 'signed in');
    return presentUser(user);
  });

  handle(router, authRoutes.setupStatus, async () => ({
    needsSetup: (await countUsers(db)) === 0,
  }));

  handle(router, authRoutes.setup, async ({ body, ctx }) => {
    const user = await createOwner(db, body);
    await startSession(ctx, deps, user.id);
    rememberDevice(ctx, deps, user.id);
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

  const endSession = async (ctx: Context) => {
    await signOut(db, signedIn(ctx), deps.credentials);
    clearSessionCookie(ctx, config.auth.cookieSecure);
    ctx.state.auth = null;
  };

  handle(router, authRoutes.logout, async ({ ctx }) => {
    await endSession(ctx);
    return { message: LOGGED_OUT_MESSAGE };
  });

  // The sidebar's Logout is a plain link: the one GET that changes state, as the spec has it.
  handle(router, authRoutes.logoutLink, async ({ ctx }) => {
    await endSession(ctx);
    ctx.redirect(SIGN_IN_PAGE);
  });

  handle(router, authRoutes.changePassword, async ({ body, ctx }) => {
    const auth = signedIn(ctx);
    // Wrong current passwords count like failed sign-ins: a stolen session cannot guess its way in.
    const buckets = await throttleSignIn(ctx, deps, auth.user.email);
    await changePassword(db, auth, body, { buckets }, deps.credentials);
    ctx.state.log.info({ userId: auth.user.id }, 'password changed');
    return { message: PASSWORD_CHANGED_MESSAGE };
  });

  return router;
}
