import type {
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@crm/api-contract';
import type { UploadKind } from '@crm/domain';
import type { MockDb } from '../db/mock-db.types';

/** What a route's mock gets once the route's schemas have accepted the request. */
export type MockInput<R extends RouteDefinition> = {
  db: MockDb;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  /** The uploaded file of a multipart route (already checked for presence, size and type). */
  file: File | null;
  request: Request;
};

/** The route's JSON answer, or a ready Response (downloads, redirects). */
export type MockAnswer<R extends RouteDefinition> = RouteResponse<R> | Response;

export type UploadRule = {
  /** Which accepted list applies. */
  kind: UploadKind;
  /** The 400 message when no file was sent; it may depend on the other fields. */
  missingFileMessage: (fields: Record<string, unknown>) => string;
};

export type RouteMock = {
  route: RouteDefinition;
  /** The 404 message for a malformed id in the path. */
  notFound?: string;
  upload?: UploadRule;
  resolve: (input: MockInput<RouteDefinition>) => unknown;
};

/** Describes how one contract route behaves in the mocks, typed from the route. */
export function mock<R extends RouteDefinition>(
  route: R,
  resolve: (input: MockInput<R>) => MockAnswer<R> | Promise<MockAnswer<R>>,
  options: { notFound?: string; upload?: UploadRule } = {},
): RouteMock {
  return {
    route,
    ...options,
    resolve: resolve as unknown as RouteMock['resolve'],
  };
}

export const routeKey = (route: { method: string; path: string }) =>
  `${route.method.toUpperCase()} ${route.path}`;
