import { randomBytes } from 'node:crypto';
import { DEVICE_COOKIE_NAME, DEVICE_TOKEN_HEADER } from '@crm/api-contract';
import type { SecretBox } from '@crm/secrets';
import type { Context } from 'koa';
import type { CookieSecureMode } from '../config';
import { serializeCookie, usesSecureCookie } from './session-cookie';

// OWASP's device cookie (Slow Down Online Guessing Attacks with Device Cookies): a client that
// has signed in holds a token naming the user and a nonce, sealed with the server's secret key
// (AES-256-GCM: its tag authenticates the token as an HMAC would, and a rotated-out key still
// opens older tokens while it is in the keyring). Nothing is stored until the device fails.

/** Long-lived, so a browser used now and then stays known; a new sign-in renews it. */
export const DEVICE_TOKEN_LIFETIME_DAYS = 365;
const LIFETIME_SECONDS = DEVICE_TOKEN_LIFETIME_DAYS * 24 * 3600;
const PURPOSE = 'crm-device-v1';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{40,400}$/;
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export type DeviceToken = { userId: string; nonce: string };

/** A new token for this user, valid DEVICE_TOKEN_LIFETIME_DAYS from now. */
export function sealDeviceToken(secrets: SecretBox, userId: string, now: Date): string {
  const nonce = randomBytes(16).toString('base64url');
  const issuedAt = Math.floor(now.getTime() / 1000);
  const sealed = secrets.encrypt(`${PURPOSE}|${userId}|${nonce}|${issuedAt}`);
  return Buffer.from(sealed, 'utf8').toString('base64url');
}

/** The user and nonce of a token this server sealed and that has not expired; else null. */
export function openDeviceToken(secrets: SecretBox, token: string, now: Date): DeviceToken | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  let plaintext: string;
  try {
    plaintext = secrets.decrypt(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null; // forged, tampered with, or sealed with a key this server no longer has
  }
  const [purpose, userId, nonce, issuedAtText, ...rest] = plaintext.split('|');
  if (purpose !== PURPOSE || !userId || !nonce || !NONCE_PATTERN.test(nonce) || rest.length > 0) {
    return null;
  }
  const age = now.getTime() / 1000 - Number(issuedAtText);
  if (!Number.isFinite(age) || age < -300 || age > LIFETIME_SECONDS) return null;
  return { userId, nonce };
}

export function deviceCookieName(secure: boolean): string {
  return secure ? `__Host-${DEVICE_COOKIE_NAME}` : DEVICE_COOKIE_NAME;
}

/** The device token the client sent: its cookie, or the header a client without cookies uses. */
export function readDeviceToken(ctx: Context, mode: CookieSecureMode): string | undefined {
  const fromCookie = ctx.cookies.get(deviceCookieName(usesSecureCookie(ctx, mode)));
  return fromCookie || ctx.get(DEVICE_TOKEN_HEADER) || undefined;
}

export function setDeviceCookie(ctx: Context, mode: CookieSecureMode, token: string): void {
  const secure = usesSecureCookie(ctx, mode);
  ctx.append(
    'Set-Cookie',
    serializeCookie(deviceCookieName(secure), token, LIFETIME_SECONDS, secure),
  );
}
