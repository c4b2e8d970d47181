import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestHome, runCrm, TEST_HOME } from '../../test/run-crm';
import { OWNER_EMAIL, OWNER_PASSWORD, startTestApi, type TestApi } from '../../test/test-api';

let server: TestApi;

beforeAll(async () => {
  server = await startTestApi();
});

afterAll(async () => {
  await server?.stop();
  removeTestHome();
});

const DEVICES_PATH = join(TEST_HOME, '.config', 'agency-crm', 'devices.json');
const login = (env: Record<string, string> = {}) =>
  runCrm(['login', '--url', server.url, '--email', OWNER_EMAIL], {
    env: { CRM_PASSWORD: OWNER_PASSWORD, ...env },
  });

/** Someone who knows the owner's email tries 5 wrong passwords: the account is locked. */
async function lockTheAccount(): Promise<void> {
  for (let n = 1; n <= 5; n += 1) {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OWNER_EMAIL, password: `guess ${n}` }),
    });
    expect(response.status).toBe(401);
  }
}

describe('crm login while someone guesses the password', () => {
  it('signs in from a machine that signed in before; a new machine is refused', async () => {
    expect((await login()).code).toBe(0);
    await lockTheAccount();

    const known = await login();
    expect(known.stderr).not.toContain('crm:');
    expect(known.code).toBe(0);

    const newMachine = await login({ XDG_CONFIG_HOME: await mkdtemp(join(TEST_HOME, 'other-')) });
    expect(newMachine.code).toBe(77);
    expect(newMachine.stderr).toContain('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('keeps the device token beside the config, mode 0600, and after crm logout too', async () => {
    expect((await stat(DEVICES_PATH)).mode & 0o777).toBe(0o600);
    expect(await readFile(DEVICES_PATH, 'utf8')).not.toContain(OWNER_PASSWORD);
    expect((await runCrm(['logout'])).code).toBe(0);
    expect((await stat(DEVICES_PATH)).isFile()).toBe(true);
    expect((await login()).code).toBe(0); // still locked for others, not for this machine
  });
});
