import { INTERNAL_ERROR_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '@crm/domain';
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { mockedRoutes } from './handlers/create-handlers';
import type { HandlerOptions } from './handlers/create-handlers';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Invalid request',
  401: NOT_SIGNED_IN_MESSAGE,
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Request body is too large',
  415: 'Unsupported file type',
  429: 'Too many requests',
  500: INTERNAL_ERROR_MESSAGE,
  502: 'Bad gateway',
  503: 'Service unavailable',
};

/**
 * Every route fails with `status` and `{ message }` (the API's 500 text by default): the error
 * state of any screen or story. Put these before (or instead of) createHandlers.
 */
export function errorHandlers(
  status = 500,
  options: Pick<HandlerOptions, 'baseUrl' | 'delay'> & { message?: string } = {},
): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? '*').replace(/\/+$/, '');
  const message = options.message ?? STATUS_MESSAGES[status] ?? 'Request failed';
  return mockedRoutes().map((route) =>
    http[route.method](`${baseUrl}${route.path}`, async () => {
      if (options.delay !== undefined) await delay(options.delay);
      return HttpResponse.json({ message }, { status });
    }),
  );
}
