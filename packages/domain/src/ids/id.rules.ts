import { ID_PATTERN } from './id.schema';

/**
 * Normalises a route id that may arrive path-like ('/clients/<id>', '<id>/', '%2Fclients%2F<id>')
 * to the bare lower-case id, or null when no id can be found.
 */
export function normaliseIdParam(value: string): string | null {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // A malformed escape is not an id; fall through with the raw text.
  }
  const segments = decoded
    .split(/[/?#]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const candidate = segments.find((s) => ID_PATTERN.test(s));
  return candidate ? candidate.toLowerCase() : null;
}

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
