// One typed client for /api, built from the contract's route table; used by the web app and the CLI.
export { createApiClient } from './create-api-client';
export type { ApiClient, ApiClientOptions } from './create-api-client';
export { ApiError, NetworkError, isApiError } from './api-error';
export { filenameFromContentDisposition } from './content-disposition';
export { buildPath, buildQuery, buildUrl } from './build-url';
export type {
  ApiModules,
  CallOptions,
  DownloadOptions,
  FileBody,
  QueryInput,
  RequestOptions,
  ResponseOf,
  RouteMethod,
  UrlOptions,
} from './api-client.types';
export { refusedImportReport } from './refused-import';
