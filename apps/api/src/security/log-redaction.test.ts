import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, withCookie } from '../test/sign-in';
import { createTestServer, type TestServer } from '../test/test-server';
import { LOG_REDACTION } from './log-redaction';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return {
    logger: pino({ level: 'trace', redact: LOG_REDACTION }, stream),
    text: () => lines.join(''),
  };
}

describe('log redaction', () => {
  it('blanks passwords, tokens, cookies and authorization headers wherever they sit', () => {
    const { logger, text } = capture();
    logger.info(
      {
        password: 'pw-top',
        body: {
          currentPassword: 'pw-current',
          newPassword: 'pw-new',
          confirmPassword: 'pw-confirm',
        },
      },
      'one',
    );
    logger.info(
      {
        req: {
          headers: {
            cookie: 'crm_session=cookie-secret',
            authorization: 'Bearer crm_bearer-secret',
          },
        },
      },
      'two',
    );
    logger.info(
      {
        credential: { password: 'pw-nested', token: 'token-nested' },
        user: { password_hash: '$argon2id$hash-secret' },
      },
      'three',
    );
    const out = text();
    for (const secret of [
      'pw-top',
      'pw-current',
      'pw-new',
      'pw-confirm',
      'cookie-secret',
      'bearer-secret',
      'pw-nested',
      'token-nested',
      'hash-secret',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
  });
});

describe('the server logs', () => {
  let api: TestServer;
  const log = capture();

  beforeAll(async () => {
    api = await createTestServer({ logger: log.logger });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('never contain a password, a session token or an API token, even at trace level', async () => {
    const wrong = await api.post(
      '/api/auth/login',
      { email: api.owner.email, password: 'typo-in-my-password' },
      { anonymous: true },
    );
    expect(wrong.status).toBe(401);
    await api.post('/api/auth/login', '{"email": "x", "password": "broken-json-password', {
      anonymous: true,
      headers: { 'content-type': 'application/json' },
    });
    const { token, cookie } = await signIn(api);
    const created = await api.post<{ token: string }>(
      '/api/auth/tokens',
      { name: 'cli' },
      withCookie(cookie),
    );
    await api.post(
      '/api/auth/password',
      {
        currentPassword: 'wrong-current-password',
        newPassword: 'next-password-1',
        confirmPassword: 'next-password-1',
      },
      withCookie(cookie),
    );
    const out = log.text();
    expect(out).toContain('signed in');
    for (const secret of [
      api.owner.password,
      'typo-in-my-password',
      'broken-json-password',
      token,
      created.body.token,
      'wrong-current-password',
      'next-password-1',
    ]) {
      expect(out).not.toContain(secret);
    }
  });

  it('write one line per request with its id, method, path, status and time, never the query string', async () => {
    await api.get('/api/clients?search=secret-search-text', {
      headers: { 'X-Request-Id': 'trace-line-1' },
    });
    const line = log
      .text()
      .split('\n')
      .filter((text) => text.includes('trace-line-1') && text.includes('"msg":"request"'))
      .map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(line).toEqual([
      expect.objectContaining({
        requestId: 'trace-line-1',
        method: 'GET',
        path: '/api/clients',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
    expect(log.text()).not.toContain('secret-search-text');
  });
});
