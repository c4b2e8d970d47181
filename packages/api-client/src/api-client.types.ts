import type {
  RouteBodyInput,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteResponse,
  routeGroups,
} from '@crm/api-contract';

/** Every query field optional; null and '' are accepted and left out of the URL. */
export type QueryInput<R> = {
  [K in keyof RouteQuery<R & RouteShape>]?: RouteQuery<R & RouteShape>[K] | null;
};

// The helpers are keyed on R's shape (so modules' literal route types fit); the contract's
// inference types want a RouteDefinition.
type RouteShape = RouteDefinition;

type ParamsPart<R> = R extends { params: object }
  ? { params: RouteParams<R & RouteShape> }
  : { params?: undefined };
type QueryPart<R> = R extends { query: object } ? { query?: QueryInput<R> } : { query?: undefined };
type BodyPart<R> = R extends { body: object }
  ? { body: RouteBodyInput<R & RouteShape> }
  : { body?: undefined };

/** Per-call extras every method accepts. */
export type CallOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** params (required when the path has any), query, body (required when the route takes one). */
export type RequestOptions<R> = ParamsPart<R> & QueryPart<R> & BodyPart<R> & CallOptions;
export type RequestArgs<R> = R extends { params: object } | { body: object }
  ? [options: RequestOptions<R>]
  : [options?: RequestOptions<R>];

/** Downloads and links take params and query only. */
export type UrlOptions<R> = ParamsPart<R> & QueryPart<R>;
export type DownloadOptions<R> = UrlOptions<R> & CallOptions;
export type DownloadArgs<R> = R extends { params: object }
  ? [options: DownloadOptions<R>]
  : [options?: DownloadOptions<R>];
export type UrlArgs<R> = R extends { params: object }
  ? [options: UrlOptions<R>]
  : [options?: UrlOptions<R>];

/** What a route's JSON answer parses to (undefined for 204). */
export type ResponseOf<R> = RouteResponse<R & RouteShape>;

/** One method per route: downloads answer the raw Response, uploads take FormData. */
export type RouteMethod<R> = R extends { contentType: string }
  ? (...args: DownloadArgs<R>) => Promise<Response>
  : R extends { requestContentType: 'multipart/form-data' }
    ? (formData: FormData, ...args: DownloadArgs<R>) => Promise<ResponseOf<R>>
    : R extends { requestContentType: 'application/octet-stream' }
      ? (body: FileBody, ...args: DownloadArgs<R>) => Promise<ResponseOf<R>>
      : (...args: RequestArgs<R>) => Promise<ResponseOf<R>>;

/** A file sent as it is: a Blob (a browser File) or a stream of its bytes (never read whole). */
export type FileBody = Blob | ReadableStream<Uint8Array>;

type RouteGroups = typeof routeGroups;

/** api.clients.list(...), api.invoices.update(...): every module of the contract's routeGroups. */
export type ApiModules = {
  readonly [M in keyof RouteGroups]: {
    readonly [N in keyof RouteGroups[M]]: RouteMethod<RouteGroups[M][N]>;
  };
};
