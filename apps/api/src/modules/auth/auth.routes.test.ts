import type { ErrorResponse, Message } from '@crm/api-contract';
import type { CurrentUser } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { hashToken } from '@crm/secrets';
import { setCookies, signIn, withCookie } from '../../test/sign-in';
import { createTestServer, DEFAULT_TEST_NOW } from '../../test/test-server';
import { useTestServer } from '../../test/use-test-server';

const api = useTestServer();

const minutes = (n: number) => new Date(new Date(DEFAULT_TEST_NOW).getTime() + n * 60_000);

describe('POST /api/auth/login', () => {
  it('signs in with email and password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const { response, cookie, token } = await signIn(api, api.owner.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: api.owner.id,
      username: 'owner',
      firstName: 'Olive',
      lastName: 'Owner',
      email: api.owner.email,
    });
    const header = setCookies(response).get('crm_session')!.header;
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).not.toContain('Secure');
    // 256 random bits, stored only as their SHA-256.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await api.db('sessions').where({ user_id: api.owner.id }).pluck('token_hash');
    expect(stored).toContain(hashToken(token));
    expect(stored).not.toContain(token);

    const me = await api.get<CurrentUser>('/api/auth/user', withCookie(cookie));
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(api.owner.email);
  });

  it('answers one message for an unknown email and a wrong password', async () => {
    for (const body of [
      { email: 'nobody@example.test', password: api.owner.password },
      { email: api.owner.email, password: 'wrong password' },
    ]) {
      const response = await api.post<ErrorResponse>('/api/auth/login', body, { anonymous: true });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid email or password' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    await api.db('sign_in_attempts').delete();
  });

  it('checks the fields', async () => {
    const response = await api.post<ErrorResponse>(
      '/api/auth/login',
      { email: '', password: '' },
      { anonymous: true },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('issues a new token at every sign-in and ends the one the browser held', async () => {
    const first = await signIn(api);
    const second = await signIn(api, undefined, undefined, { cookie: first.cookie });
    expect(second.token).not.toBe(first.token);
    expect((await api.get('/api/auth/user', withCookie(first.cookie))).status).toBe(401);
    expect((await api.get('/api/auth/user', withCookie(second.cookie))).status).toBe(200);
    // A session id planted by someone else never becomes a signed-in one.
    const planted = 'p'.repeat(43);
    const third = await signIn(api, undefined, undefined, { cookie: `crm_session=${planted}` });
    expect(third.token).not.toBe(planted);
  });

  it('marks the cookie Secure with the __Host- prefix over HTTPS behind a trusted proxy', async () => {
    const proxied = await createTestServer({
      config: { auth: { ...api.config.auth, trustProxy: true } },
    });
    try {
      const https = { 'X-Forwarded-Proto': 'https' };
      const { response, cookie } = await signIn(proxied, undefined, undefined, https);
      const header = setCookies(response).get('__Host-crm_session')!.header;
      expect(header).toContain('Secure');
      expect(header).toContain('Path=/');
      expect(header).not.toContain('Domain');
      expect((await proxied.get('/api/auth/user', withCookie(cookie, https))).status).toBe(200);
      // The plain name is not read over HTTPS.
      const plain = cookie.replace('__Host-', '');
      expect((await proxied.get('/api/auth/user', withCookie(plain, https))).status).toBe(401);
    } finally {
      await proxied.close();
    }
    // Without trust proxy the header is ignored.
    const { response } = await signIn(api, undefined, undefined, { 'X-Forwarded-Proto': 'https' });
    expect([...setCookies(response).keys()]).toEqual(['crm_session', 'crm_device']);
  });
});

describe('sessions expire', () => {
  it('after 30 minutes without a request', async () => {
    const { cookie } = await signIn(api);
    try {
      api.setNow(minutes(29));
      expect((await api.get('/api/auth/user', withCookie(cookie))).status).toBe(200);
      api.setNow(minutes(29 + 29));
      expect((await api.get('/api/auth/user', withCookie(cookie))).status).toBe(200);
      api.setNow(minutes(29 + 29 + 31));
      const response = await api.get<ErrorResponse>('/api/auth/user', withCookie(cookie));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Not signed in' });
    } finally {
      api.setNow(DEFAULT_TEST_NOW);
    }
  });

  it('12 hours after sign-in however active', async () => {
    const { cookie } = await signIn(api);
    try {
      for (let minute = 20; minute < 12 * 60; minute += 20) {
        api.setNow(minutes(minute));
        expect((await api.get('/api/auth/user', withCookie(cookie))).status).toBe(200);
      }
      api.setNow(minutes(12 * 60));
      expect((await api.get('/api/auth/user', withCookie(cookie))).status).toBe(401);
    } finally {
      api.setNow(DEFAULT_TEST_NOW);
    }
  });
});

describe('logout', () => {
  it('POST /api/logout ends the session and clears the cookie', async () => {
    const { cookie, token } = await signIn(api);
    const response = await api.post<Message>('/api/logout', undefined, withCookie(cookie));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Logged out successfully' });
    expect(setCookies(response).get('crm_session')).toMatchObject({ value: '' });
    expect(setCookies(response).get('crm_session')!.header).toContain('Max-Age=0');
    expect(
      await api
        .db('sessions')
        .where({ token_hash: hashToken(token) })
        .first(),
    ).toBeUndefined();
    expect((await api.get('/api/auth/user', withCookie(cookie))).status).toBe(401);
  });

  it('GET /api/logout ends the session and redirects to the sign-in page', async () => {
    const { cookie } = await signIn(api);
    const response = await api.get('/api/logout', withCookie(cookie));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
    expect((await api.get('/api/auth/user', withCookie(cookie))).status).toBe(401);
  });
});

describe('POST /api/auth/password', () => {
  it('needs the current password and the spec rules', async () => {
    const { cookie } = await signIn(api);
    const wrong = await api.post<ErrorResponse>(
      '/api/auth/password',
      {
        currentPassword: 'not it',
        newPassword: 'new password 1',
        confirmPassword: 'new password 1',
      },
      withCookie(cookie),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: 'Current password is incorrect',
      errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    const rules = await api.post<ErrorResponse>(
      '/api/auth/password',
      { currentPassword: api.owner.password, newPassword: 'short', confirmPassword: 'other' },
      withCookie(cookie),
    );
    expect(rules.status).toBe(400);
    expect(rules.body.errors).toEqual([
      { path: 'newPassword', message: 'Password must be at least 8 characters long' },
      { path: 'confirmPassword', message: 'New passwords do not match' },
    ]);
    expect((await signIn(api)).response.status).toBe(200); // unchanged
  });

  it('changes the password and ends every other session, keeping this one', async () => {
    const mine = await signIn(api);
    const other = await signIn(api);
    const newPassword = 'a brand new passphrase';
    const response = await api.post<Message>(
      '/api/auth/password',
      { currentPassword: api.owner.password, newPassword, confirmPassword: newPassword },
      withCookie(mine.cookie),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password changed successfully' });
    expect((await api.get('/api/auth/user', withCookie(mine.cookie))).status).toBe(200);
    expect((await api.get('/api/auth/user', withCookie(other.cookie))).status).toBe(401);
    expect((await signIn(api)).response.status).toBe(401);
    expect((await signIn(api, api.owner.email, newPassword)).response.status).toBe(200);
    const hash = (await api.db('users').where({ id: api.owner.id }).first())
      .password_hash as string;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Put the password back for the other tests.
    await api.post(
      '/api/auth/password',
      {
        currentPassword: newPassword,
        newPassword: api.owner.password,
        confirmPassword: api.owner.password,
      },
      withCookie(mine.cookie),
    );
    await api.db('sign_in_attempts').delete();
  });
});
