import type { ErrorResponse } from '@crm/api-contract';
import { hashPassword } from '@crm/secrets';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_CONFIG } from '../../config';
import { insertUser } from '../../security/user.repository';
import { setCookies, signIn } from '../../test/sign-in';
import { createTestServer } from '../../test/test-server';
import { useTestServer } from '../../test/use-test-server';

// The default limits (5 per account and per known device, 20 per address, 15 minutes);
// addresses come from X-Forwarded-For (a trusted proxy), so each attempt can come from elsewhere.
const api = useTestServer({ config: { auth: { ...DEFAULT_AUTH_CONFIG, trustProxy: true } } });

const from = (address: string, more: Record<string, string> = {}) => ({
  'X-Forwarded-For': address,
  ...more,
});
const LOCKED = 'Too many sign-in attempts. Try again in 15 minutes.';

/** Signs in as a browser would; answers the device cookie the server set ('' when none). */
async function deviceCookieOf(
  address: string,
  email = api.owner.email,
  password = api.owner.password,
) {
  const { response } = await signIn(api, email, password, from(address));
  expect(response.status).toBe(200);
  const device = setCookies(response).get('crm_device');
  return {
    cookie: device ? `crm_device=${device.value}` : '',
    value: device?.value ?? '',
    header: device?.header ?? '',
  };
}

/** An attacker who knows the owner's email: wrong passwords from new addresses, no cookie. */
async function lockOwnerAccount(): Promise<void> {
  for (let n = 1; n <= 5; n += 1) {
    const guess = await signIn(api, api.owner.email, `guess ${n}`, from(`203.0.113.${n}`));
    expect(guess.response.status).toBe(401);
  }
  const locked = await signIn(api, api.owner.email, api.owner.password, from('203.0.113.99'));
  expect(locked.response.status).toBe(429);
}

afterEach(async () => {
  api.setNow('2026-03-15T12:00:00.000Z');
  await api.db('sign_in_attempts').delete();
});

describe('the device cookie: a browser that signed in before is not locked out by guessers', () => {
  it('is set on a successful sign-in: HttpOnly, SameSite=Lax, long-lived', async () => {
    const { value, header } = await deviceCookieOf('198.51.100.1');
    expect(value).not.toBe('');
    expect(value).not.toContain(api.owner.id); // sealed, not readable
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(header)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
    expect(header).not.toMatch(/; Secure/); // plain HTTP with CRM_COOKIE_SECURE=auto
  });

  it('lets a known browser in while the account is locked; a new browser gets 429', async () => {
    const { cookie } = await deviceCookieOf('198.51.100.1');
    await lockOwnerAccount();

    const known = await signIn(
      api,
      api.owner.email,
      api.owner.password,
      from('198.51.100.1', { cookie }),
    );
    expect(known.response.status).toBe(200);
    expect(known.cookie).toMatch(/^crm_session=/);

    const stranger = await signIn(api, api.owner.email, api.owner.password, from('198.51.100.2'));
    expect(stranger.response.status).toBe(429);
    expect((stranger.response.body as unknown as ErrorResponse).message).toBe(LOCKED);
    // The trusted sign-in did not lift the lock the guessers caused.
    const again = await signIn(api, api.owner.email, 'guess 6', from('203.0.113.6'));
    expect(again.response.status).toBe(429);
  });

  it('is also read from the X-CRM-Device header (what the crm CLI sends)', async () => {
    const { value } = await deviceCookieOf('198.51.100.1');
    await lockOwnerAccount();
    const cli = await signIn(
      api,
      api.owner.email,
      api.owner.password,
      from('198.51.100.3', { 'X-CRM-Device': value }),
    );
    expect(cli.response.status).toBe(200);
  });

  it('counts a forged, tampered or other account’s device cookie as untrusted', async () => {
    const { value } = await deviceCookieOf('198.51.100.1');
    const other = await insertUser(api.db, {
      email: 'second@example.test',
      username: 'second',
      firstName: 'Sam',
      lastName: 'Second',
      passwordHash: await hashPassword('second password 1'),
    });
    const othersDevice = await deviceCookieOf('198.51.100.4', other.email, 'second password 1');
    await lockOwnerAccount();

    const flip = (at: number) =>
      value.slice(0, at) + (value[at] === 'A' ? 'B' : 'A') + value.slice(at + 1);
    const forged = [
      'not-a-device-cookie',
      flip(10),
      flip(Math.floor(value.length / 2)),
      value.slice(0, -4),
      othersDevice.value,
    ];
    for (const fake of forged) {
      const attempt = await signIn(
        api,
        api.owner.email,
        api.owner.password,
        from('198.51.100.5', { cookie: `crm_device=${fake}` }),
      );
      expect(attempt.response.status).toBe(429);
    }
  });

  it('locks a device after 5 failures of its own, not the account for others', async () => {
    const device = await deviceCookieOf('198.51.100.1');
    const withDevice = (password: string) =>
      signIn(api, api.owner.email, password, from('198.51.100.1', { cookie: device.cookie }));
    for (let n = 1; n <= 5; n += 1)
      expect((await withDevice(`typo ${n}`)).response.status).toBe(401);

    const locked = await withDevice(api.owner.password);
    expect(locked.response.status).toBe(429);
    expect((locked.response.body as unknown as ErrorResponse).message).toBe(LOCKED);
    expect(Number(locked.response.headers.get('retry-after'))).toBe(15 * 60);

    // Its failures were its own: another browser signs in, and the window ends the lock.
    expect((await deviceCookieOf('198.51.100.6')).value).not.toBe('');
    api.setNow('2026-03-15T12:15:00.000Z');
    expect((await withDevice(api.owner.password)).response.status).toBe(200);
  });

  it('stops trusting a device cookie a year after it was issued', async () => {
    const { cookie } = await deviceCookieOf('198.51.100.1');
    api.setNow('2027-03-16T12:00:00.000Z');
    await lockOwnerAccount();
    const stale = await signIn(
      api,
      api.owner.email,
      api.owner.password,
      from('198.51.100.1', { cookie }),
    );
    expect(stale.response.status).toBe(429);
  });

  it('lets a known browser change its password while the account is locked', async () => {
    const first = await signIn(api, api.owner.email, api.owner.password, from('198.51.100.1'));
    const device = setCookies(first.response).get('crm_device');
    const cookie = `${first.cookie}; crm_device=${device?.value ?? ''}`;
    await lockOwnerAccount();
    const change = (currentPassword: string, newPassword: string) =>
      api.post(
        '/api/auth/password',
        { currentPassword, newPassword, confirmPassword: newPassword },
        { anonymous: true, headers: { cookie, ...from('198.51.100.1') } },
      );
    expect((await change(api.owner.password, 'changed password 1')).status).toBe(200);
    expect((await change('changed password 1', api.owner.password)).status).toBe(200);
  });

  it('is Secure and __Host- prefixed when cookies must be Secure', async () => {
    const auth = { ...DEFAULT_AUTH_CONFIG, cookieSecure: 'always' as const };
    const secure = await createTestServer({ config: { auth } });
    try {
      const { response } = await signIn(secure);
      const device = setCookies(response).get('__Host-crm_device');
      expect(device?.header).toMatch(/; Secure/);
      expect(device?.header).toMatch(/; Path=\//);
    } finally {
      await secure.close();
    }
  }, 30_000);
});
