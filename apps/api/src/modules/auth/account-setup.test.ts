import type { ErrorResponse, SetupStatus } from '@crm/api-contract';
import type { CurrentUser } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { setCookies, withCookie } from '../../test/sign-in';
import { useTestServer } from '../../test/use-test-server';
import { ensureOwner } from './owner-account';

const api = useTestServer({ owner: false });

describe('first run', () => {
  it('GET /api/auth/setup says an account is needed while no user exists', async () => {
    const response = await api.get<SetupStatus>('/api/auth/setup');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ needsSetup: true });
  });

  it('checks the fields and creates nothing on bad input', async () => {
    const response = await api.post<ErrorResponse>('/api/auth/setup', {
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters long' },
    ]);
    expect(await api.db('users').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('POST /api/auth/setup creates the owner once and signs in', async () => {
    const response = await api.post<CurrentUser>('/api/auth/setup', {
      email: 'Jane@Acme.io',
      password: 'first password',
      firstName: 'Jane',
      lastName: 'Smith',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      username: 'jane',
      firstName: 'Jane',
      lastName: 'Smith',
      email: 'jane@acme.io',
    });
    const [name, cookie] = [...setCookies(response)][0]!;
    const me = await api.get<CurrentUser>('/api/auth/user', withCookie(`${name}=${cookie.value}`));
    expect(me.body.email).toBe('jane@acme.io');
    expect((await api.get('/api/auth/setup')).body).toEqual({ needsSetup: false });

    const again = await api.post<ErrorResponse>('/api/auth/setup', {
      email: 'mallory@evil.example',
      password: 'takeover attempt',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'An account already exists. Sign in instead.' });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await api.db('users').pluck('email')).toEqual(['jane@acme.io']);
  });

  it('ensureOwner creates the owner from CRM_ADMIN_* only when no user exists', async () => {
    expect(
      await ensureOwner(api.db, { email: 'admin@example.test', password: 'admin password' }),
    ).toBeNull();
    expect(await ensureOwner(api.db, null)).toBeNull();
    await api.db('users').delete();
    const created = await ensureOwner(api.db, {
      email: 'admin@example.test',
      password: 'admin password',
    });
    expect(created).toMatchObject({ email: 'admin@example.test', username: 'admin' });
    const login = await api.post('/api/auth/login', {
      email: 'admin@example.test',
      password: 'admin password',
    });
    expect(login.status).toBe(200);
  });
});
