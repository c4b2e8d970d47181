import type { ErrorResponse } from '@crm/api-contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_CONFIG } from '../../config';
import { signIn } from '../../test/sign-in';
import { DEFAULT_TEST_NOW } from '../../test/test-server';
import { useTestServer } from '../../test/use-test-server';

// Per account 3, per address 5, in 15-minute windows; the address comes from X-Forwarded-For (trusted proxy).
const api = useTestServer({
  config: {
    auth: {
      ...DEFAULT_AUTH_CONFIG,
      trustProxy: true,
      signInLimits: { perAccount: 3, perAddress: 5, windowMinutes: 15 },
    },
  },
});

const from = (address: string) => ({ 'X-Forwarded-For': address });
const at = (minutes: number) => new Date(new Date(DEFAULT_TEST_NOW).getTime() + minutes * 60_000);

describe('sign-in rate limits', () => {
  it('locks an account after too many failures, even for the right password, until the window ends', async () => {
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(
          (await signIn(api, api.owner.email, 'guess ' + attempt, from(`10.0.0.${attempt}`)))
            .response.status,
        ).toBe(401);
      }
      const locked = await signIn(api, api.owner.email, api.owner.password, from('10.0.0.9'));
      expect(locked.response.status).toBe(429);
      expect((locked.response.body as unknown as ErrorResponse).message).toBe(
        'Too many sign-in attempts. Try again in 15 minutes.',
      );
      expect(Number(locked.response.headers.get('retry-after'))).toBe(15 * 60);
      expect(locked.cookie).toBe('');

      api.setNow(at(10));
      const later = await signIn(api, api.owner.email, api.owner.password, from('10.0.0.9'));
      expect(later.response.status).toBe(429);
      expect(Number(later.response.headers.get('retry-after'))).toBe(5 * 60);

      api.setNow(at(15));
      expect(
        (await signIn(api, api.owner.email, api.owner.password, from('10.0.0.9'))).response.status,
      ).toBe(200);
    } finally {
      api.setNow(DEFAULT_TEST_NOW);
      await api.db('sign_in_attempts').delete();
    }
  });

  it('a success clears the account count', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await signIn(api, api.owner.email, 'wrong', from('10.1.0.1'))).response.status).toBe(
        401,
      );
      expect((await signIn(api, api.owner.email, 'wrong', from('10.1.0.2'))).response.status).toBe(
        401,
      );
      expect(
        (await signIn(api, api.owner.email, api.owner.password, from('10.1.0.3'))).response.status,
      ).toBe(200);
    }
    await api.db('sign_in_attempts').delete();
  });

  it('limits one address trying many accounts', async () => {
    for (let n = 1; n <= 5; n += 1) {
      expect(
        (await signIn(api, `user${n}@example.test`, 'guess', from('192.0.2.7'))).response.status,
      ).toBe(401);
    }
    expect(
      (await signIn(api, api.owner.email, api.owner.password, from('192.0.2.7'))).response.status,
    ).toBe(429);
    // Another address is not affected.
    expect(
      (await signIn(api, api.owner.email, api.owner.password, from('192.0.2.8'))).response.status,
    ).toBe(200);
    await api.db('sign_in_attempts').delete();
  });

  it('holds under parallel attempts: never more than the limit get a password check', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        signIn(api, api.owner.email, `parallel ${n}`, from(`172.16.0.${n}`)),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    await api.db('sign_in_attempts').delete();
  });

  it('counts a wrong current password on a password change like a failed sign-in', async () => {
    const { cookie } = await signIn(api, api.owner.email, api.owner.password, from('10.2.0.1'));
    const change = (currentPassword: string) =>
      api.post(
        '/api/auth/password',
        { currentPassword, newPassword: 'whatever 123', confirmPassword: 'whatever 123' },
        {
          anonymous: true,
          headers: { cookie, ...from('10.2.0.1') },
        },
      );
    for (let n = 0; n < 3; n += 1) expect((await change('wrong')).status).toBe(400);
    expect((await change(api.owner.password)).status).toBe(429);
    await api.db('sign_in_attempts').delete();
  });
});
