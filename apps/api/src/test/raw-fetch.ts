import type { TestServer } from './test-server';

/** fetch() against the test server as its signed-in owner, for streams and raw bodies. */
export function rawFetch(
  server: TestServer,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    ...init,
    headers: { ...server.authHeaders, ...(init.headers as Record<string, string> | undefined) },
  });
}
