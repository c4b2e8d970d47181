// What a screen may fetch: every list call names a `limit` no larger than what the screen shows,
// no answer holds more rows than are shown, and nothing else is asked of an endpoint whose
// answer can grow with the data.
import type { ApiCall } from './api-recorder';

/** Paged lists: the API answers `limit` rows (default 20, at most 1000). */
export const LIST_ENDPOINTS = [
  '/api/clients',
  '/api/projects',
  '/api/invoices',
  '/api/domains',
  '/api/tasks',
  '/api/expenses',
  '/api/files',
  '/api/activity',
];

/** Answers that stay small whatever the data, and why. */
const BOUNDED_ENDPOINTS: Record<string, string> = {
  '/api/auth/user': 'the signed-in account',
  '/api/auth/setup': 'one flag',
  '/api/dashboard/metrics': 'five figures',
  '/api/dashboard/upcoming-renewals': 'the 10 soonest expiries',
  '/api/dashboard/unpaid-invoices': 'the 10 earliest due',
  '/api/dashboard/revenue': 'three figures',
  '/api/expenses/profit-loss': '12 months and one line per allocation',
  '/api/expenses/providers':
    'one name per provider: the Provider filter lists every one (design.md)',
  '/api/settings/notifications': 'six flags',
  '/api/settings/vat': 'five settings',
  '/api/dashboard/vat-threshold': 'one figure and one warning',
};

/** GET /api/<entity>/<id>: one record. */
const ONE_RECORD = /^\/api\/(clients|projects|invoices|domains|tasks|expenses|files)\/[^/]+$/;

/** What the screen shows of one endpoint: the rows on screen, and how many fit (its page size). */
export type Shown = { rows: number; pageSize: number };

/** Per endpoint called, e.g. { '/api/invoices': shownRows(20) }. */
export type ShownRows = Record<string, Shown>;

/** `rows` shown where `pageSize` fit: a search with 3 matches in a picker of 20 is shownRows(3, 20). */
export function shownRows(rows: number, pageSize: number = rows): Shown {
  return { rows, pageSize };
}

/** The arrays an answer carries at its top level (`{ invoices: [...] }` or a bare array). */
export function answerLengths(body: unknown): number[] {
  if (Array.isArray(body)) return [body.length];
  if (body === null || typeof body !== 'object') return [];
  return Object.values(body)
    .filter(Array.isArray)
    .map((rows: unknown[]) => rows.length);
}

function describe(call: ApiCall): string {
  const query = call.query.toString();
  return `${call.method} ${call.path}${query ? `?${query}` : ''}`;
}

/** Every way these calls fetch more than the screen shows; empty when none does. */
export function overFetching(calls: readonly ApiCall[], shown: ShownRows): string[] {
  const problems: string[] = [];
  for (const call of calls) {
    if (call.method !== 'GET') continue;
    const seen = shown[call.path];
    if (LIST_ENDPOINTS.includes(call.path)) {
      const limit = Number(call.query.get('limit'));
      if (!call.query.has('limit')) problems.push(`${describe(call)}: a list call without a limit`);
      else if (seen === undefined)
        problems.push(`${describe(call)}: a list the screen does not show`);
      // One client's records (spec: up to 1000) are bounded by the client; every row fetched
      // must still be shown, which the length check below holds them to.
      else if (limit > seen.pageSize && !call.query.has('clientId'))
        problems.push(`${describe(call)}: limit ${limit}, but the screen shows ${seen.pageSize}`);
    } else if (!(call.path in BOUNDED_ENDPOINTS) && !ONE_RECORD.test(call.path)) {
      problems.push(`${describe(call)}: an endpoint whose answer is not bounded`);
    }
    if (seen === undefined) continue;
    for (const length of answerLengths(call.body)) {
      if (length > seen.rows)
        problems.push(`${describe(call)}: answered ${length} rows, but ${seen.rows} are shown`);
    }
  }
  return problems;
}
