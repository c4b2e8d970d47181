import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientRoutes } from '@crm/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError } from './api-error';
import { createApiClient } from './create-api-client';

const ID = '0b5c8a4e-3f0e-4f38-9d7e-6a1d2b3c4d5e';
const seen: {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}[] = [];

// A real server through Node's own fetch: what the CLI does.
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    seen.push({
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });
    if (req.url === `/api/clients/${ID}` && req.method === 'GET') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"message":"Client not found"}');
    } else if (req.method === 'PUT') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } else {
      res.writeHead(204).end();
    }
  });
});

let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('over HTTP', () => {
  it('sends the token and JSON, and reads the answer', async () => {
    const api = createApiClient({ baseUrl, token: 'crm_abc' });
    await expect(
      api.clients.update({ params: { id: ID }, body: { phone: '020 7946 0000' } }),
    ).resolves.toEqual({ phone: '020 7946 0000' });
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      url: `/api/clients/${ID}`,
      authorization: 'Bearer crm_abc',
      contentType: 'application/json',
    });
    await expect(api.request(clientRoutes.delete, { params: { id: ID } })).resolves.toBeUndefined();
  });

  it('fails with the status and body text', async () => {
    await expect(createApiClient({ baseUrl }).clients.get({ params: { id: ID } })).rejects.toThrow(
      '404: {"message":"Client not found"}',
    );
  });

  it('fails with NetworkError when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      createApiClient({ baseUrl: `http://127.0.0.1:${port}` }).clients.list(),
    ).rejects.toBeInstanceOf(NetworkError);
  });
});
