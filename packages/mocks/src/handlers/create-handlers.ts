import { routes } from '@crm/api-contract';
import type { RouteDefinition } from '@crm/api-contract';
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db/mock-db.types';
import { routeMocks } from './route-mocks';
import { answerRoute } from './answer-route';
import { routeKey } from './mock-route';

export type HandlerOptions = {
  /**
   * Prefix for every path, e.g. 'http://localhost:3000'. The default '*' matches any origin, so the
   * same handlers serve the browser, jsdom and Node (where a bare '/api/...' would match nothing).
   */
  baseUrl?: string;
  /** Wait before every answer: milliseconds, 'real' (a realistic random delay) or 'infinite' (loading states). */
  delay?: number | 'real' | 'infinite';
  /** Check every JSON answer against the route's response schema (default true). */
  validateResponses?: boolean;
};

/**
 * Every contract route plus any mocked route the contract's routeGroups do not list yet, with
 * fixed paths before parameterised ones ('/api/clients/export' must not be taken for an id).
 */
export function mockedRoutes(): RouteDefinition[] {
  const listed = new Set(routes.map(routeKey));
  const extra = routeMocks.map((m) => m.route).filter((route) => !listed.has(routeKey(route)));
  const params = (route: RouteDefinition) =>
    route.path.split('/').filter((segment) => segment.startsWith(':')).length;
  return [...routes, ...extra].sort((a, b) => params(a) - params(b));
}

/** One MSW handler per contract route, behaving like the API on the in-memory `db`. */
export function createHandlers(db: MockDb, options: HandlerOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? '*').replace(/\/+$/, '');
  const byKey = new Map(routeMocks.map((m) => [routeKey(m.route), m]));
  const validateResponses = options.validateResponses ?? true;
  return mockedRoutes().map((route) =>
    http[route.method](`${baseUrl}${route.path}`, async ({ request, params }) => {
      if (options.delay !== undefined) await delay(options.delay);
      return answerRoute(db, route, byKey.get(routeKey(route)), request, params, {
        validateResponses,
      });
    }),
  );
}
