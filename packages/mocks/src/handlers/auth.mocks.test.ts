import { describe, expect, it } from 'vitest';
import { MOCK_EMAIL, MOCK_PASSWORD } from '../fixtures/account.fixture';
import { call, useMockApi } from '../test/mock-api';

const api = useMockApi();

describe('sign-in', () => {
  it('answers 401 on every private route when signed out, but health and sign-in still answer', async () => {
    api.fresh({ signedIn: false });
    expect(await call('GET', '/api/clients')).toMatchObject({
      status: 401,
      body: { message: 'Not signed in' },
    });
    expect(await call('GET', '/api/auth/user')).toMatchObject({ status: 401 });
    expect(await call('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await call('GET', '/api/auth/setup')).toMatchObject({
      status: 200,
      body: { needsSetup: false },
    });
  });

  it('signs in with the mock account only', async () => {
    api.fresh({ signedIn: false });
    expect(
      await call('POST', '/api/auth/login', { email: MOCK_EMAIL, password: 'wrong' }),
    ).toMatchObject({
      status: 401,
      body: { message: 'Invalid email or password' },
    });
    expect(await call('POST', '/api/auth/login', { email: '', password: '' })).toMatchObject({
      status: 400,
      body: { message: 'Email is required' },
    });
    const ok = await call('POST', '/api/auth/login', {
      email: ` ${MOCK_EMAIL.toUpperCase()} `,
      password: MOCK_PASSWORD,
    });
    expect(ok).toMatchObject({
      status: 200,
      body: { firstName: 'Sarah', lastName: 'Mitchell', email: MOCK_EMAIL },
    });
    expect((await call('GET', '/api/clients?limit=1')).status).toBe(200);
  });

  it('signs out through POST and through the Logout link', async () => {
    const db = api.fresh();
    expect(await call('POST', '/api/logout')).toMatchObject({
      status: 200,
      body: { message: 'Logged out successfully' },
    });
    expect(db.signedIn).toBe(false);
    db.signedIn = true;
    const link = await call('GET', '/api/logout');
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe('/login');
    expect((await call('GET', '/api/auth/user')).status).toBe(401);
  });

  it('changes the password with the spec messages', async () => {
    const db = api.fresh();
    expect(
      await call('POST', '/api/auth/password', {
        currentPassword: MOCK_PASSWORD,
        newPassword: 'short',
        confirmPassword: 'short',
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 8 characters long' },
    });
    expect(
      await call('POST', '/api/auth/password', {
        currentPassword: MOCK_PASSWORD,
        newPassword: 'longenough1',
        confirmPassword: 'different1',
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'New passwords do not match' },
    });
    expect(
      await call('POST', '/api/auth/password', {
        currentPassword: 'nope',
        newPassword: 'longenough1',
        confirmPassword: 'longenough1',
      }),
    ).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }] },
    });
    expect(
      await call('POST', '/api/auth/password', {
        currentPassword: MOCK_PASSWORD,
        newPassword: 'longenough1',
        confirmPassword: 'longenough1',
      }),
    ).toMatchObject({
      status: 200,
      body: { message: 'Password changed successfully' },
    });
    expect(db.account?.password).toBe('longenough1');
  });

  it('creates the first account once', async () => {
    api.fresh({ needsSetup: true });
    expect((await call('GET', '/api/auth/setup')).body).toEqual({ needsSetup: true });
    const created = await call('POST', '/api/auth/setup', {
      email: 'owner@example.co.uk',
      password: 'longenough1',
      firstName: 'Ola',
    });
    expect(created).toMatchObject({
      status: 201,
      body: { email: 'owner@example.co.uk', firstName: 'Ola', lastName: null },
    });
    expect((await call('GET', '/api/auth/user')).status).toBe(200);
    expect(
      await call('POST', '/api/auth/setup', { email: 'x@example.co.uk', password: 'longenough1' }),
    ).toMatchObject({
      status: 409,
      body: { message: 'An account already exists. Sign in instead.' },
    });
  });

  it('creates, lists and revokes API tokens, showing a token only once', async () => {
    api.fresh();
    const created = await call('POST', '/api/auth/tokens', { name: 'CI' });
    expect(created).toMatchObject({ status: 201, body: { name: 'CI', lastUsedAt: null } });
    const { id, token } = created.body as { id: string; token: string };
    expect(token).toMatch(/^crm_/);
    const list = (await call('GET', '/api/auth/tokens')).body as {
      tokens: Record<string, unknown>[];
      total: number;
    };
    expect(list.total).toBe(2);
    expect(list.tokens.every((t) => !('token' in t))).toBe(true);
    expect((await call('DELETE', `/api/auth/tokens/${id}`)).status).toBe(204);
    expect(await call('DELETE', `/api/auth/tokens/${id}`)).toMatchObject({
      status: 404,
      body: { message: 'API token not found' },
    });
  });

  it('saves notification preferences', async () => {
    api.fresh();
    expect((await call('GET', '/api/settings/notifications')).body).toMatchObject({
      weeklySummaries: false,
      overdueInvoices: true,
    });
    expect(
      (await call('PUT', '/api/settings/notifications', { weeklySummaries: true })).body,
    ).toMatchObject({ weeklySummaries: true, overdueInvoices: true });
    expect((await call('GET', '/api/settings/notifications')).body).toMatchObject({
      weeklySummaries: true,
    });
  });
});
