import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEY_1 = '1'.repeat(64);
const KEY_2 = 'A'.repeat(64);

function problem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('sign-in and secrets configuration', () => {
  it('defaults: 30-minute idle and 12-hour sessions, cookie Secure over HTTPS, no proxy trusted, key file', () => {
    expect(loadConfig({}).auth).toEqual({
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      cookieSecure: 'auto',
      trustProxy: false,
      admin: null,
      secretKeys: [],
      signInLimits: { perAccount: 5, perAddress: 20, windowMinutes: 15 },
    });
  });

  it('reads every variable', () => {
    const { auth } = loadConfig({
      CRM_SESSION_IDLE_MINUTES: '10',
      CRM_SESSION_ABSOLUTE_HOURS: '8',
      CRM_COOKIE_SECURE: 'true',
      CRM_TRUST_PROXY: 'true',
      CRM_ADMIN_EMAIL: ' Boss@Agency.io ',
      CRM_ADMIN_PASSWORD: 'long enough',
      CRM_SECRET_KEY: KEY_1,
      CRM_SECRET_KEYS: ` ${KEY_2} , ${KEY_1}`,
      CRM_SIGNIN_MAX_PER_ACCOUNT: '3',
    });
    expect(auth).toMatchObject({
      sessionIdleMinutes: 10,
      sessionAbsoluteHours: 8,
      cookieSecure: 'always',
      trustProxy: true,
      admin: { email: 'boss@agency.io', password: 'long enough' },
      // CRM_SECRET_KEY encrypts; CRM_SECRET_KEYS adds older keys for reading.
      secretKeys: [KEY_1, KEY_2.toLowerCase()],
      signInLimits: { perAccount: 3, perAddress: 20, windowMinutes: 15 },
    });
  });

  it.each([
    [{ CRM_SECRET_KEY: 'abc' }, 'CRM_SECRET_KEY: must be 64 hexadecimal characters'],
    [
      { CRM_SECRET_KEYS: `${KEY_1},nope` },
      'CRM_SECRET_KEYS: each key must be 64 hexadecimal characters',
    ],
    [{ CRM_SESSION_IDLE_MINUTES: '0' }, 'CRM_SESSION_IDLE_MINUTES'],
    [{ CRM_SESSION_ABSOLUTE_HOURS: 'twelve' }, 'CRM_SESSION_ABSOLUTE_HOURS'],
    [{ CRM_COOKIE_SECURE: 'maybe' }, 'CRM_COOKIE_SECURE'],
    [{ CRM_TRUST_PROXY: 'yes' }, 'CRM_TRUST_PROXY'],
    [
      { CRM_ADMIN_EMAIL: 'boss@agency.io' },
      'CRM_ADMIN_PASSWORD: is required when CRM_ADMIN_EMAIL is set',
    ],
    [
      { CRM_ADMIN_PASSWORD: 'long enough' },
      'CRM_ADMIN_EMAIL: is required when CRM_ADMIN_PASSWORD is set',
    ],
    [
      { CRM_ADMIN_EMAIL: 'boss@agency.io', CRM_ADMIN_PASSWORD: 'short' },
      'CRM_ADMIN_PASSWORD: Password must be at least 8 characters long',
    ],
    [
      { CRM_ADMIN_EMAIL: 'not an email', CRM_ADMIN_PASSWORD: 'long enough' },
      'CRM_ADMIN_EMAIL: Please enter a valid email address',
    ],
  ])('a bad value stops the start naming the variable: %o', (env, message) => {
    expect(problem(env)).toContain(message);
  });
});
