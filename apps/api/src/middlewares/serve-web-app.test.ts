import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';

let api: TestServer;
let dist: string;
const BIG_SCRIPT = `export const rows = [${Array.from({ length: 500 }, (_, index) => `{ id: ${index}, name: 'Client ${index}' }`).join(', ')}];`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'crm-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>CRM</title>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  // As the web build leaves them: a Brotli and a gzip copy next to the file.
  writeFileSync(join(dist, 'assets', 'big-5678.js'), BIG_SCRIPT);
  writeFileSync(join(dist, 'assets', 'big-5678.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(dist, 'assets', 'big-5678.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(join(tmpdir(), 'secret.txt'), 'secret');
  api = await createTestServer({ config: { webDistDir: dist } });
});

afterAll(async () => {
  await api?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'secret.txt'), { force: true });
});

describe('the built web app', () => {
  it('is served at / with the security headers', async () => {
    const response = await api.get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.text).toContain('<title>CRM</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers any page path with index.html so the app can route it', async () => {
    for (const path of ['/clients', '/clients/123?tab=domains', '/no/such/page']) {
      const response = await api.get(path);
      expect(response.status, path).toBe(200);
      expect(response.text).toContain('<title>CRM</title>');
    }
  });

  it('serves fingerprinted assets with a long cache, and 404s a missing one', async () => {
    const asset = await api.get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await api.get('/assets/missing.js')).status).toBe(404);
  });

  it('sends the precompressed copy the browser prefers, and the file itself to one that takes none', async () => {
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br' },
      { accept: 'gzip;q=1, br;q=0.5', encoding: 'gzip' },
      { accept: 'gzip', encoding: 'gzip' },
      { accept: 'identity', encoding: null },
    ];
    for (const { accept, encoding } of cases) {
      const response = await api.get('/assets/big-5678.js', {
        headers: { 'accept-encoding': accept },
      });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('content-type'), accept).toContain('text/javascript');
      expect(response.headers.get('vary'), accept).toContain('Accept-Encoding');
      // fetch decodes what it asked for: the script arrives whole either way.
      expect(response.text, accept).toBe(BIG_SCRIPT);
    }
    const head = await api.request('HEAD', '/assets/big-5678.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.headers.get('content-length')).toBe(String(brotliCompressSync(BIG_SCRIPT).length));
    // A file the build left uncompressed (too small to gain) goes as it is.
    expect(
      (
        await api.get('/assets/app-1234.js', { headers: { 'accept-encoding': 'br, gzip' } })
      ).headers.get('content-encoding'),
    ).toBeNull();
  });

  it('never serves files outside the folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await api.get(path);
      expect(response.text, path).not.toContain('secret');
    }
  });

  it('leaves /api alone: unknown API paths are JSON 404s', async () => {
    const response = await api.get<{ message: string }>('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});
