import { INTERNAL_ERROR_MESSAGE } from '@crm/domain';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { HttpError } from './http-errors';

export {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './http-errors';
export type { FieldError } from './http-errors';

export const MALFORMED_JSON_MESSAGE = 'Request body is not valid JSON';
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';

type ErrorBody = { message: string; errors?: { path: string; message: string }[] };
type Translated = { status: number; body: ErrorBody };

// Errors raised by libraries (co-body, Koa, pg) carry their own shapes; map the ones a client
// can cause to a 4xx and keep everything else a bare 500.
function translate(error: unknown): Translated | null {
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message };
    if (error.errors) body.errors = error.errors;
    return { status: error.status, body };
  }
  if (typeof error !== 'object' || error === null) return null;
  const { status, type, expose, message, code } = error as Record<string, unknown>;
  if (type === 'entity.parse.failed' || (error instanceof SyntaxError && status === 400))
    return { status: 400, body: { message: MALFORMED_JSON_MESSAGE } };
  if (type === 'entity.too.large' || status === 413)
    return { status: 413, body: { message: BODY_TOO_LARGE_MESSAGE } };
  // invalid_text_representation / datetime out of range: bad input that slipped past a schema.
  // 22021: a NUL byte or invalid UTF-8 in text, which PostgreSQL cannot store.
  if (code === '22P02' || code === '22007' || code === '22008' || code === '22021')
    return { status: 400, body: { message: 'Invalid value' } };
  if (code === '23505')
    return { status: 409, body: { message: 'A record with these details already exists' } };
  if (code === '23503')
    return { status: 409, body: { message: 'A related record does not exist' } };
  if (
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    expose === true &&
    typeof message === 'string'
  ) {
    return { status, body: { message } };
  }
  return null;
}

/** Turns every thrown error into `{ message, errors? }`; a 500 says nothing about internals. */
export function handleErrors(fallbackLogger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const translated = translate(error);
      const log = ctx.state['log'] ?? fallbackLogger;
      if (translated) {
        ctx.status = translated.status;
        ctx.body = translated.body;
        // Not the error object: a parse error carries the raw body, which may hold passwords.
        log.debug(
          { status: translated.status, reason: translated.body.message },
          'request refused',
        );
      } else {
        ctx.status = 500;
        ctx.body = { message: INTERNAL_ERROR_MESSAGE };
        log.error({ err: error }, 'request failed');
      }
      // Error answers are never cached and never sniffed as HTML.
      ctx.set('Cache-Control', 'no-store');
    }
  };
}
