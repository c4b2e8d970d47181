import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// A caller's own id is kept (useful behind a proxy) only when it is short and plain.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * Gives every request an id (echoed in X-Request-Id, also on errors) and a child logger, and
 * logs one line per request when it ends.
 */
export function requestContext(logger: Logger): Middleware {
  // The request line's fields are fixed and never hold a secret (the path carries no query
  // string), so it skips the redaction pass, which costs more than a whole health check.
  // Everything else a request logs goes through ctx.state.log, redacted.
  const requestLines = logger.child({}, { redact: [] });
  return async (ctx, next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      // Only the path: query strings may carry search text.
      requestLines.info(
        { requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms },
        'request',
      );
    }
  };
}
