import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { StoredConfigSchema } from '../config/config-file';
import { runCrm, TEST_HOME } from './run-crm';
import { OWNER_EMAIL, OWNER_PASSWORD, type TestApi } from './test-api';

export const CONFIG_PATH = join(TEST_HOME, '.config', 'agency-crm', 'config.json');

/** Signs in through `crm login` (password from CRM_PASSWORD) and answers the token it saved. */
export async function signInWithCli(api: TestApi): Promise<string> {
  const login = await runCrm(['login', '--url', api.url, '--email', OWNER_EMAIL], {
    env: { CRM_PASSWORD: OWNER_PASSWORD },
  });
  expect(login.stderr).not.toContain('crm:');
  expect(login.code).toBe(0);
  return StoredConfigSchema.parse(JSON.parse(await readFile(CONFIG_PATH, 'utf8'))).token;
}
