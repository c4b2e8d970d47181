import {
  clientRoutes,
  exportRoutes,
  fileRoutes,
  invoiceRoutes,
  projectRoutes,
} from '@crm/api-contract';
import type { Client } from '@crm/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { createApiClient } from './create-api-client';

const ID = '0b5c8a4e-3f0e-4f38-9d7e-6a1d2b3c4d5e';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response = () => Response.json({})) {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return respond(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('request', () => {
  it('builds the URL from the base, URL-encoded params and a query without blank values', async () => {
    const { fetch, calls } = fakeFetch();
    const api = createApiClient({ baseUrl: 'http://localhost:3000/', fetch });
    await api.request(clientRoutes.get, { params: { id: 'a b/c' } });
    await api.request(projectRoutes.list, {
      query: { page: 2, search: 'acme & co', status: undefined, clientId: null },
    });
    await api.request(clientRoutes.list, { query: { search: '', limit: 1000 } });
    expect(calls.map((c) => c.url)).toEqual([
      'http://localhost:3000/api/clients/a%20b%2Fc',
      'http://localhost:3000/api/projects?page=2&search=acme+%26+co',
      'http://localhost:3000/api/clients?limit=1000',
    ]);
  });

  it('sends JSON with its content type only when there is a body, always with credentials', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ id: ID }, { status: 201 }));
    const api = createApiClient({ fetch });
    await api.clients.create({ body: { name: 'Acme' } });
    await api.clients.list();
    const [post, get] = calls;
    expect(post?.url).toBe('/api/clients');
    expect(post?.init.method).toBe('POST');
    expect(post?.init.body).toBe('{"name":"Acme"}');
    expect(header(post, 'content-type')).toBe('application/json');
    expect(header(get, 'content-type')).toBeNull();
    expect(get?.init.body).toBeUndefined();
    expect(header(get, 'accept')).toBe('application/json');
    expect(calls.every((c) => c.init.credentials === 'include')).toBe(true);
  });

  it('sends the bearer token when one is given, and none otherwise', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch, token: 'crm_secret' }).clients.list();
    await createApiClient({ fetch, token: () => 'rotating' }).clients.list();
    await createApiClient({ fetch }).clients.list();
    expect(calls.map((c) => header(c, 'authorization'))).toEqual([
      'Bearer crm_secret',
      'Bearer rotating',
      null,
    ]);
  });

  it('answers parsed JSON, and undefined for 204', async () => {
    const client = { id: ID, name: 'Acme' };
    const { fetch } = fakeFetch(({ init }) =>
      init.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json(client),
    );
    const api = createApiClient({ fetch });
    await expect(api.clients.get({ params: { id: ID } })).resolves.toEqual(client);
    await expect(api.clients.delete({ params: { id: ID } })).resolves.toBeUndefined();
  });

  it('turns a failed answer into an ApiError "status: body text" with the server message', async () => {
    const { fetch } = fakeFetch(() =>
      Response.json({ message: 'Client not found' }, { status: 404, statusText: 'Not Found' }),
    );
    const error = await createApiClient({ fetch })
      .clients.get({ params: { id: ID } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Client not found"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('Client not found');
  });

  it('uses the status text when the body is empty, and joins field errors when there is no message', async () => {
    const empty = fakeFetch(
      () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    );
    await expect(createApiClient({ fetch: empty.fetch }).clients.list()).rejects.toThrow(
      '500: Internal Server Error',
    );

    const body = {
      message: '',
      errors: [
        { path: 'projectName', message: 'Project name is required' },
        { path: 'clientId', message: 'Client is required' },
      ],
    };
    const invalid = fakeFetch(() => Response.json(body, { status: 400 }));
    const error = (await createApiClient({ fetch: invalid.fetch })
      .projects.create({ body: { projectName: '', clientId: '' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('Project name is required, Client is required');
    expect(error.fieldError('clientId')).toBe('Client is required');

    const html = fakeFetch(
      () =>
        new Response('<h1>Bad gateway</h1>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const gateway = (await createApiClient({ fetch: html.fetch })
      .clients.list()
      .catch((e: unknown) => e)) as ApiError;
    expect(gateway.message).toBe('502: <h1>Bad gateway</h1>');
    expect(gateway.body).toBeUndefined();
    expect(gateway.serverMessage).toBeUndefined();
  });

  it('reports every ApiError to onError before throwing', async () => {
    const seen: number[] = [];
    const { fetch } = fakeFetch(() => Response.json({ message: 'Not signed in' }, { status: 401 }));
    await expect(
      createApiClient({ fetch, onError: (e) => seen.push(e.status) }).clients.list(),
    ).rejects.toThrow('401');
    expect(seen).toEqual([401]);
  });

  it('wraps a failed connection in NetworkError but lets an abort through', async () => {
    const refused: typeof globalThis.fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch: refused })
      .clients.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe(
      'Could not reach http://127.0.0.1:9/api/clients: fetch failed',
    );

    const aborted: typeof globalThis.fetch = async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    await expect(createApiClient({ fetch: aborted }).clients.list()).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('can check answers against the contract', async () => {
    const { fetch } = fakeFetch(() => Response.json({ clients: [{ id: 'not-an-id' }], total: 1 }));
    await expect(createApiClient({ fetch }).clients.list()).resolves.toBeTruthy();
    await expect(
      createApiClient({ fetch, validateResponses: true }).clients.list(),
    ).rejects.toThrow();
  });
});

describe('uploads, downloads and links', () => {
  it('posts FormData without setting a content type', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ id: ID }, { status: 201 }));
    const form = new FormData();
    form.set('clientId', ID);
    form.set('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    await createApiClient({ fetch }).files.upload(form);
    expect(calls[0]?.url).toBe('/api/files/upload');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(form);
    expect(header(calls[0], 'content-type')).toBeNull();
  });

  it('answers the raw Response of a download, and fails like any other call', async () => {
    const csv = 'Name,Email\r\nAcme,a@acme.test\r\n';
    const { fetch, calls } = fakeFetch(({ url }) =>
      url.endsWith('/export')
        ? new Response(csv, {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="clients-2026-01-05.csv"',
            },
          })
        : Response.json({ message: 'File not found' }, { status: 404 }),
    );
    const api = createApiClient({ fetch });
    const response = await api.exports.clients();
    expect(await response.text()).toBe(csv);
    expect(header(calls[0], 'accept')).toBe('text/csv');
    await expect(api.download(fileRoutes.download, { params: { id: ID } })).rejects.toThrow(
      '404: {"message":"File not found"}',
    );
  });

  it('builds hrefs for links', () => {
    const api = createApiClient({ baseUrl: 'https://crm.example.co.uk' });
    expect(api.url(exportRoutes.invoices)).toBe('https://crm.example.co.uk/api/invoices/export');
    expect(api.url(fileRoutes.download, { params: { id: ID } })).toBe(
      `https://crm.example.co.uk/api/files/download/${ID}`,
    );
    expect(
      createApiClient().url(invoiceRoutes.list, { query: { status: 'overdue', page: 1 } }),
    ).toBe('/api/invoices?status=overdue&page=1');
  });
});

describe('types', () => {
  it('infers inputs and answers from the contract', () => {
    const api = createApiClient({ fetch: fakeFetch().fetch });
    expectTypeOf(api.clients.get).returns.resolves.toEqualTypeOf<Client>();
    expectTypeOf(api.clients.delete).returns.resolves.toEqualTypeOf<void>();
    expectTypeOf(api.exports.clients).returns.resolves.toEqualTypeOf<Response>();
    expectTypeOf(api.request(clientRoutes.list)).resolves.toHaveProperty('total');
    // Never called: only the compiler checks these.
    const typeOnly = () => {
      // @ts-expect-error: a route with an :id needs params
      void api.clients.get();
      // @ts-expect-error: unknown query fields are refused
      void api.clients.list({ query: { colour: 'red' } });
      // @ts-expect-error: a create needs its body
      void api.clients.create();
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
