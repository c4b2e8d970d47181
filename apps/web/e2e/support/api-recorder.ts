// Every /api response a page receives, with its parsed JSON body: what the screen asked for and
// what it was sent, to compare with what it shows.
import type { Page, Response } from 'playwright-core';

export type ApiCall = {
  method: string;
  /** '/api/clients' */
  path: string;
  query: URLSearchParams;
  status: number;
  /** The parsed JSON body, or null when the answer is not JSON. */
  body: unknown;
  bytes: number;
};

export type ApiRecorder = {
  /** The calls answered since the last `take`, once every body has been read. */
  take(): Promise<ApiCall[]>;
};

async function readCall(response: Response): Promise<ApiCall> {
  const url = new URL(response.url());
  const request = response.request();
  const call: ApiCall = {
    method: request.method(),
    path: url.pathname,
    query: url.searchParams,
    status: response.status(),
    body: null,
    bytes: 0,
  };
  try {
    const bytes = await response.body();
    call.bytes = bytes.length;
    if ((response.headers()['content-type'] ?? '').includes('json'))
      call.body = JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    // Redirects and bodies the page abandoned have nothing to read.
  }
  return call;
}

export function recordApiCalls(page: Page): ApiRecorder {
  let pending: Promise<ApiCall>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) pending.push(readCall(response));
  });
  return {
    async take() {
      const taken = pending;
      pending = [];
      return Promise.all(taken);
    },
  };
}
