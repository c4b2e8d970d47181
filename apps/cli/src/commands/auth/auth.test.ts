import { readFile, stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredConfigSchema } from '../../config/config-file';
import { removeTestHome, runCrm } from '../../test/run-crm';
import { CONFIG_PATH } from '../../test/sign-in';
import {
  freePort,
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startTestApi,
  type TestApi,
} from '../../test/test-api';

let server: TestApi;

beforeAll(async () => {
  server = await startTestApi();
});

afterAll(async () => {
  await server?.stop();
  removeTestHome();
});

const savedConfig = async () =>
  StoredConfigSchema.parse(JSON.parse(await readFile(CONFIG_PATH, 'utf8')));

describe('crm login, whoami and logout', () => {
  it('asks for URL, email and password (read from stdin without a terminal) and saves a token with mode 0600', async () => {
    const login = await runCrm(['login'], {
      input: `${server.url}\n${OWNER_EMAIL}\n${OWNER_PASSWORD}\n`,
    });
    expect(login.stderr).toContain('Server URL');
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`Signed in to ${server.url} as ${OWNER_EMAIL}`);
    expect(login.stdout + login.stderr).not.toContain(OWNER_PASSWORD);
    expect((await stat(CONFIG_PATH)).mode & 0o777).toBe(0o600);
    const config = await savedConfig();
    expect(config.url).toBe(server.url);
    expect(config.token.length).toBeGreaterThan(20);
    expect(config.tokenId).toBeTruthy();
  });

  it('whoami answers the signed-in account from the saved config, as text and as JSON', async () => {
    const [text, json] = await Promise.all([runCrm(['whoami']), runCrm(['whoami', '--json'])]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(OWNER_EMAIL);
    expect(text.stdout).toContain(server.url);
    expect(JSON.parse(json.stdout)).toMatchObject({
      url: server.url,
      user: { email: OWNER_EMAIL },
      tokenSource: 'config file',
    });
  });

  it('a wrong password is refused with 77 and the saved token is kept', async () => {
    const before = await savedConfig();
    const login = await runCrm(['login', '--url', server.url, '--email', OWNER_EMAIL], {
      env: { CRM_PASSWORD: 'wrong-password' },
    });
    expect(login.code).toBe(77);
    expect(login.stderr).toContain('Sign-in refused');
    expect(await savedConfig()).toEqual(before);
  });

  it('logout revokes the token on the server and forgets it', async () => {
    const { token } = await savedConfig();
    const logout = await runCrm(['logout']);
    expect(logout.code).toBe(0);
    expect(logout.stdout).toContain(`Signed out of ${server.url}`);
    await expect(stat(CONFIG_PATH)).rejects.toMatchObject({ code: 'ENOENT' });
    const revoked = await runCrm(['whoami'], { env: { CRM_URL: server.url, CRM_TOKEN: token } });
    expect(revoked.code).toBe(77);
    const nothing = await runCrm(['whoami']);
    expect(nothing.code).toBe(78);
  });

  it('login --token checks and saves a token made elsewhere (flags beat the environment)', async () => {
    const first = await runCrm(['login', '--url', server.url, '--email', OWNER_EMAIL, '--json'], {
      env: { CRM_PASSWORD: OWNER_PASSWORD },
    });
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({
      url: server.url,
      user: { email: OWNER_EMAIL },
    });
    const { token } = await savedConfig();
    const bad = await runCrm(['login', '--url', server.url, '--token', 'nonsense']);
    expect(bad.code).toBe(77);
    const good = await runCrm(['login', '--token', token], {
      env: { CRM_URL: `http://127.0.0.1:${await freePort()}` },
    });
    expect(good.code).toBe(69); // --url not given: CRM_URL wins over the saved URL, and it is down
    const saved = await runCrm(['login', '--url', server.url, '--token', token]);
    expect(saved.code).toBe(0);
    expect((await savedConfig()).token).toBe(token);
  });
});
