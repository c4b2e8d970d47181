/**
 * A fetch that keeps the cookies the server sets, for the few calls `crm login` makes with a
 * session (sign in, create a token, sign out). Every other command uses only the API token.
 * It names the server as the Origin, as a browser on the same site would, so the server's
 * cross-site check on cookie-authenticated writes is satisfied honestly.
 */
export function cookieJarFetch(
  origin: string,
  base: typeof globalThis.fetch = globalThis.fetch,
  /** The jar, by cookie name; pass one to read what the server set (the device cookie). */
  cookies: Map<string, string> = new Map(),
): typeof globalThis.fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0)
      headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    headers.set('Origin', origin);
    const response = await base(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = /;\s*max-age=0/i.test(line) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
}
