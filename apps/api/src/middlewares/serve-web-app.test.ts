import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';

let api: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'crm-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>CRM</title>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
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
