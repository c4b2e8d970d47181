import { createApiClient } from '@crm/api-client';
import type { ApiError } from '@crm/api-client';

/** Fired on window when any call answers 401, so the sign-in guard can re-check the session. */
export const UNAUTHORIZED_EVENT = 'crm:unauthorized';

function announceUnauthorized(error: ApiError): void {
  if (error.status === 401 && typeof window !== 'undefined')
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

/**
 * The one API client of the web app. In the browser calls are relative (same origin);
 * screen tests set VITE_API_BASE_URL to 'http://localhost' because Node's fetch needs
 * absolute URLs (see src/test/README.md).
 */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  onError: announceUnauthorized,
});
