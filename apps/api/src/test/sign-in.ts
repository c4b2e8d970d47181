import type { CurrentUser } from '@crm/domain';
import type { TestResponse, TestServer } from './test-server';

/** The `name=value` pairs of every Set-Cookie in an answer, by cookie name. */
export function setCookies(response: TestResponse): Map<string, { value: string; header: string }> {
  const cookies = new Map<string, { value: string; header: string }>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), { value: pair.slice(at + 1), header });
  }
  return cookies;
}

export type SignedIn = { response: TestResponse<CurrentUser>; cookie: string; token: string };

/** Signs in over HTTP like a browser; `cookie` is ready for a Cookie header. */
export async function signIn(
  api: TestServer,
  email = api.owner.email,
  password = api.owner.password,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const response = await api.post<CurrentUser>(
    '/api/auth/login',
    { email, password },
    { anonymous: true, headers },
  );
  const [name, cookie] = [...setCookies(response)][0] ?? ['', { value: '' }];
  return { response, cookie: name ? `${name}=${cookie.value}` : '', token: cookie.value };
}

/** Request options that authenticate with a session cookie only. */
export function withCookie(cookie: string, headers: Record<string, string> = {}) {
  return { anonymous: true, headers: { cookie, ...headers } };
}
