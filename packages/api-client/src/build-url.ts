/** A query value as callers pass it; null, undefined and '' are left out of the URL. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Substitutes ':name' segments with URL-encoded values; a missing value is a programming error. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** '?page=2&search=acme' with blank values omitted, or '' when nothing is left. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** baseUrl (trailing slash dropped) + path with params + query string. */
export function buildUrl(
  baseUrl: string,
  path: string,
  options: {
    params?: Record<string, unknown> | undefined;
    query?: Record<string, unknown> | undefined;
  } = {},
): string {
  return `${baseUrl.replace(/\/+$/, '')}${buildPath(path, options.params)}${buildQuery(options.query)}`;
}
