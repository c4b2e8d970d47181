import { routeGroups } from '@crm/api-contract';
import type { RouteDefinition } from '@crm/api-contract';
import { apiErrorFrom, NetworkError } from './api-error';
import type { ApiError } from './api-error';
import { buildUrl } from './build-url';
import type {
  ApiModules,
  CallOptions,
  DownloadArgs,
  FileBody,
  RequestArgs,
  ResponseOf,
  UrlArgs,
} from './api-client.types';

type Headers = Record<string, string>;

export type ApiClientOptions = {
  /** '' in the browser (same origin); 'http://localhost:3000' in the CLI and tests. */
  baseUrl?: string;
  /** Defaults to the global fetch, looked up at call time (so test doubles installed later apply). */
  fetch?: typeof globalThis.fetch;
  /** A personal API token, sent as `Authorization: Bearer <token>`; a function is read per call. */
  token?: string | (() => string | null | undefined);
  /** Extra headers on every request. */
  headers?: Headers;
  /** Parse every JSON answer with the route's response schema (throws when the server drifts). */
  validateResponses?: boolean;
  /** Called with every ApiError before it is thrown (e.g. to send the browser to sign-in on 401). */
  onError?: (error: ApiError) => void;
};

type Loose = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
} & CallOptions;

export type ApiClient = ApiModules & {
  readonly baseUrl: string;
  /** Sends a JSON request for a route and answers its parsed JSON (undefined for 204). */
  request<R extends RouteDefinition>(route: R, ...args: RequestArgs<R>): Promise<ResponseOf<R>>;
  /** Sends a multipart form (the browser sets the boundary) to an upload route. */
  upload<R extends RouteDefinition>(
    route: R,
    formData: FormData,
    ...args: DownloadArgs<R>
  ): Promise<ResponseOf<R>>;
  /** Fetches a download route (CSV, backup, stored file) and answers the raw Response once it is OK. */
  download<R extends RouteDefinition>(route: R, ...args: DownloadArgs<R>): Promise<Response>;
  /** The href of a route, e.g. for opening an export in a new tab. */
  url<R extends RouteDefinition>(route: R, ...args: UrlArgs<R>): string;
};

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function headersFor(accept: string, call: CallOptions | undefined, extra: Headers = {}): Headers {
    const headers: Headers = { Accept: accept, ...options.headers, ...extra, ...call?.headers };
    const token = typeof options.token === 'function' ? options.token() : options.token;
    if (token) headers['Authorization'] = `Bearer ${token}`;
    return headers;
  }

  async function send(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(url, { credentials: 'include', ...init });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new NetworkError(url, error);
    }
    if (!response.ok) {
      const error = await apiErrorFrom(response);
      options.onError?.(error);
      throw error;
    }
    return response;
  }

  async function parseJson(route: RouteDefinition, response: Response): Promise<unknown> {
    if (response.status === 204) return undefined;
    const text = await response.text();
    if (text === '' || !(response.headers.get('content-type') ?? '').includes('json'))
      return undefined;
    const data: unknown = JSON.parse(text);
    if (options.validateResponses && route.response) return route.response.parse(data);
    return data;
  }

  const urlOf = (route: RouteDefinition, call: Loose | undefined) =>
    buildUrl(baseUrl, route.path, { params: call?.params, query: call?.query });

  async function request(route: RouteDefinition, call?: Loose): Promise<unknown> {
    const body = call?.body;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const extra: Headers =
      body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {};
    const init: RequestInit = {
      method: route.method.toUpperCase(),
      headers: headersFor('application/json', call, extra),
    };
    if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);
    if (call?.signal) init.signal = call.signal;
    return parseJson(route, await send(urlOf(route, call), init));
  }

  async function upload(
    route: RouteDefinition,
    formData: FormData,
    call?: Loose,
  ): Promise<unknown> {
    return request(route, { ...call, body: formData });
  }

  /** Sends a file as the body, unchanged; a stream is sent as it is read (duplex: 'half'). */
  async function sendFile(route: RouteDefinition, file: FileBody, call?: Loose): Promise<Response> {
    const type = { 'Content-Type': 'application/octet-stream' };
    const headers = headersFor('application/json', call, type);
    const method = route.method.toUpperCase();
    const init: RequestInit & { duplex?: 'half' } = { method, headers, body: file };
    if (!(typeof Blob !== 'undefined' && file instanceof Blob)) init.duplex = 'half';
    if (call?.signal) init.signal = call.signal;
    return send(urlOf(route, call), init);
  }

  async function download(route: RouteDefinition, call?: Loose): Promise<Response> {
    const init: RequestInit = {
      method: route.method.toUpperCase(),
      headers: headersFor(route.contentType ?? '*/*', call),
    };
    if (call?.signal) init.signal = call.signal;
    return send(urlOf(route, call), init);
  }

  function methodFor(route: RouteDefinition) {
    if (route.contentType) return (call?: Loose) => download(route, call);
    if (route.requestContentType === 'multipart/form-data')
      return (form: FormData, call?: Loose) => upload(route, form, call);
    if (route.requestContentType === 'application/octet-stream') {
      return async (file: FileBody, call?: Loose) =>
        parseJson(route, await sendFile(route, file, call));
    }
    return (call?: Loose) => request(route, call);
  }

  // One generic implementation; the mapped ApiModules type is what callers see.
  const modules = Object.fromEntries(
    Object.entries(routeGroups).map(([module, group]) => [
      module,
      Object.fromEntries(
        Object.entries(group as Record<string, RouteDefinition>).map(([name, route]) => [
          name,
          methodFor(route),
        ]),
      ),
    ]),
  );

  return {
    ...(modules as unknown as ApiModules),
    baseUrl,
    request: request as ApiClient['request'],
    upload: upload as ApiClient['upload'],
    download: download as ApiClient['download'],
    url: ((route: RouteDefinition, call?: Loose) => urlOf(route, call)) as ApiClient['url'],
  };
}
