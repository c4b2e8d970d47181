import type { ApiToken, ApiTokenCreated, ErrorResponse } from '@crm/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@crm/secrets';
import { signIn, withCookie } from '../../test/sign-in';
import { useTestServer } from '../../test/use-test-server';

const api = useTestServer();
let cookie: string;

beforeAll(async () => {
  cookie = (await signIn(api)).cookie;
});

const bearer = (token: string) => ({
  anonymous: true,
  headers: { Authorization: `Bearer ${token}` },
});

describe('API tokens', () => {
  it('are shown once at creation, stored hashed and work as Bearer', async () => {
    const created = await api.post<ApiTokenCreated>(
      '/api/auth/tokens',
      { name: '  Laptop CLI  ' },
      withCookie(cookie),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Laptop CLI',
      createdAt: expect.any(String),
      lastUsedAt: null,
      token: expect.stringMatching(/^crm_[A-Za-z0-9_-]{43}$/),
    });
    const { token, id } = created.body;

    const row = await api.db('api_tokens').where({ id }).first();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = await api.get<{ tokens: ApiToken[]; total: number }>(
      '/api/auth/tokens',
      withCookie(cookie),
    );
    expect(listed.status).toBe(200);
    expect(listed.body.tokens.find((t) => t.id === id)).toEqual({
      id,
      name: 'Laptop CLI',
      createdAt: created.body.createdAt,
      lastUsedAt: null,
    });
    expect(listed.text).not.toContain(token);

    const used = await api.get('/api/clients', bearer(token));
    expect(used.status).toBe(200);
    const after = await api.get<{ tokens: ApiToken[] }>('/api/auth/tokens', withCookie(cookie));
    expect(after.body.tokens.find((t) => t.id === id)?.lastUsedAt).toBe(
      new Date(api.now()).toISOString(),
    );
  });

  it('stop working once revoked', async () => {
    const { token, id } = (
      await api.post<ApiTokenCreated>('/api/auth/tokens', { name: 'Temporary' }, withCookie(cookie))
    ).body;
    expect((await api.get('/api/auth/user', bearer(token))).status).toBe(200);
    const revoked = await api.delete(`/api/auth/tokens/${id}`, withCookie(cookie));
    expect(revoked.status).toBe(204);
    const refused = await api.get<ErrorResponse>('/api/clients', bearer(token));
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Not signed in' });
    const again = await api.delete<ErrorResponse>(`/api/auth/tokens/${id}`, withCookie(cookie));
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'API token not found' });
  });

  it('a wrong or malformed Bearer is refused and never falls back to the cookie', async () => {
    for (const authorization of [
      'Bearer crm_' + 'x'.repeat(43),
      'Bearer',
      'Basic b3duZXI6cGFzcw==',
      'Bearer <script>',
    ]) {
      const response = await api.get('/api/auth/user', {
        anonymous: true,
        headers: { Authorization: authorization, cookie },
      });
      expect(response.status).toBe(401);
    }
  });

  it('need a name, and another user cannot revoke them', async () => {
    const blank = await api.post<ErrorResponse>(
      '/api/auth/tokens',
      { name: '   ' },
      withCookie(cookie),
    );
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: 'name', message: 'Token name is required' }]);

    const { id } = (
      await api.post<ApiTokenCreated>(
        '/api/auth/tokens',
        { name: 'Owner only' },
        withCookie(cookie),
      )
    ).body;
    const [other] = await api
      .db('users')
      .insert({ email: 'other@example.test', username: 'other' })
      .returning('id');
    const [otherToken] = await api
      .db('api_tokens')
      .insert({
        user_id: other.id,
        name: 'x',
        token_hash: hashToken('crm_other-token-0123456789abcdef'),
      })
      .returning('id');
    expect(
      (await api.delete(`/api/auth/tokens/${id}`, bearer('crm_other-token-0123456789abcdef')))
        .status,
    ).toBe(404);
    expect(await api.db('api_tokens').where({ id }).first()).toBeDefined();
    const list = await api.get<{ tokens: ApiToken[] }>('/api/auth/tokens', withCookie(cookie));
    expect(list.body.tokens.map((t) => t.id)).not.toContain(otherToken.id);
  });
});
