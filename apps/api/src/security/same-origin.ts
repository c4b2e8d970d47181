import type { Context, Middleware } from 'koa';
import { ForbiddenError } from '../middlewares/http-errors';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(value: string): string | null {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The site the browser says the request came from: Origin, else Referer; undefined when neither was sent. */
function claimedHost(ctx: Context): string | null | undefined {
  const origin = ctx.get('Origin');
  if (origin !== '') return origin === 'null' ? null : hostOf(origin);
  const referer = ctx.get('Referer');
  if (referer !== '') return hostOf(referer);
  return undefined;
}

/**
 * CSRF defence on top of SameSite=Lax: a request to /api that changes data and does not carry
 * an API token (so a cookie would authenticate it, sign-in included) is refused with 403 when
 * its Origin or Referer names another site. Requests without either (curl, the CLI) pass: they
 * carry no browser cookie a third party could have made them send.
 */
export function sameOrigin(): Middleware {
  return async (ctx, next) => {
    const isApi = ctx.path === '/api' || ctx.path.startsWith('/api/');
    if (!isApi || SAFE_METHODS.has(ctx.method) || /^Bearer\s/i.test(ctx.get('Authorization')))
      return next();
    const claimed = claimedHost(ctx);
    if (claimed !== undefined && claimed !== ctx.host.toLowerCase())
      throw new ForbiddenError(CROSS_SITE_MESSAGE);
    await next();
  };
}
