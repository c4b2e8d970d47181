/** The sign-in address that brings the user back to `path` afterwards. */
export function signInPath(path: string): string {
  return path === '/' || path === '' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}

/**
 * Where to go after signing in: the `next` parameter when it is a path of this app,
 * else the dashboard. Anything that could leave the site ('//evil', 'https:...') is ignored.
 */
export function safeNextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/login') || next.startsWith('/setup')) return '/';
  return next;
}
