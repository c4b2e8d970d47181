import { SESSION_COOKIE_NAME } from '@crm/api-contract';
import type { Context } from 'koa';
import type { CookieSecureMode } from '../config';

// Over HTTPS the __Host- prefix makes browsers refuse the cookie unless it is Secure, host-only
// and Path=/, so a sibling subdomain cannot plant or shadow it.
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

/** Whether this request's cookie must be Secure: forced by config, or the request came over HTTPS. */
export function usesSecureCookie(ctx: Context, mode: CookieSecureMode): boolean {
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  return ctx.secure; // X-Forwarded-Proto counts only with trust proxy (app.proxy)
}

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
}

/** The session token the browser sent, under the name this transport uses. */
export function readSessionCookie(ctx: Context, mode: CookieSecureMode): string | undefined {
  const value = ctx.cookies.get(sessionCookieName(usesSecureCookie(ctx, mode)));
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

/** A Set-Cookie value: host-only, Path=/, HttpOnly, SameSite=Lax; Secure when asked. */
export function serializeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
): string {
  // Written by hand: Koa's cookie jar refuses a Secure cookie when TLS ends at a proxy it does not trust.
  const parts = [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function setSessionCookie(
  ctx: Context,
  mode: CookieSecureMode,
  token: string,
  maxAgeSeconds: number,
): void {
  const secure = usesSecureCookie(ctx, mode);
  const header = serializeCookie(sessionCookieName(secure), token, maxAgeSeconds, secure);
  ctx.append('Set-Cookie', header);
  ctx.set('Cache-Control', 'no-store');
}

export function clearSessionCookie(ctx: Context, mode: CookieSecureMode): void {
  const secure = usesSecureCookie(ctx, mode);
  ctx.append('Set-Cookie', serializeCookie(sessionCookieName(secure), '', 0, secure));
}
