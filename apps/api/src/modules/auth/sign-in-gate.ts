import type { Context } from 'koa';
import type { AppDeps } from '../../app.types';
import { HttpError } from '../../middlewares/http-errors';
import {
  openDeviceToken,
  readDeviceToken,
  sealDeviceToken,
  setDeviceCookie,
} from '../../security/device-cookie';
import {
  deviceBuckets,
  signInBuckets,
  takeSignInAttempt,
  type ThrottleBucket,
} from '../../security/sign-in-throttle';
import { findUserByEmail } from '../../security/user.repository';
import { tooManyAttemptsMessage } from './auth.messages';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

/**
 * The counters a password attempt for this account is taken from. A client with a valid device
 * token for this very account counts against that device alone (the per-account limit, for
 * itself), so guessers elsewhere cannot lock its owner out; any other client counts against the
 * account and its address, as before.
 */
async function bucketsFor(ctx: Context, deps: Deps, email: string): Promise<ThrottleBucket[]> {
  const limits = deps.config.auth.signInLimits;
  const token = readDeviceToken(ctx, deps.config.auth.cookieSecure);
  const device = token ? openDeviceToken(deps.secrets, token, deps.clock()) : null;
  if (device) {
    const user = await findUserByEmail(deps.db, email);
    if (user?.id === device.userId) return deviceBuckets(device.nonce, limits);
  }
  return signInBuckets(email, ctx.ip, limits);
}

/** Counts a password attempt; 429 with Retry-After once one of its counters is over the limit. */
export async function throttleSignIn(
  ctx: Context,
  deps: Deps,
  email: string,
): Promise<ThrottleBucket[]> {
  const buckets = await bucketsFor(ctx, deps, email);
  const { windowMinutes } = deps.config.auth.signInLimits;
  const wait = await takeSignInAttempt(deps.db, buckets, deps.clock(), windowMinutes);
  if (wait !== null) {
    ctx.set('Retry-After', String(wait));
    throw new HttpError(429, tooManyAttemptsMessage(wait));
  }
  return buckets;
}

/** After a successful sign-in: this client is a known device of the user from now on. */
export function rememberDevice(ctx: Context, deps: Deps, userId: string): void {
  const token = sealDeviceToken(deps.secrets, userId, deps.clock());
  setDeviceCookie(ctx, deps.config.auth.cookieSecure, token);
}
