import { mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiClient } from '@crm/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestHome, runCrm, TEST_HOME } from '../../test/run-crm';
import { signInWithCli } from '../../test/sign-in';
import { startTestApi, type TestApi } from '../../test/test-api';

let server: TestApi;
let api: ApiClient;
let env: Record<string, string>;
let dir: string;

beforeAll(async () => {
  server = await startTestApi();
  const token = await signInWithCli(server);
  api = server.client(token);
  env = { CRM_URL: server.url, CRM_TOKEN: token };
  dir = await mkdtemp(join(TEST_HOME, 'import-'));
});

afterAll(async () => {
  await server?.stop();
  removeTestHome();
});

const crm = (args: string[]) => runCrm(args, { env });

async function csvFile(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

async function clientNames(): Promise<string[]> {
  const { clients } = await api.clients.list({ query: { limit: 1000 } });
  return clients.map((client) => client.name).sort();
}

describe('crm import', () => {
  it('prints the problems by row and column and exits 65 with nothing written', async () => {
    const file = await csvFile('bad.csv', 'Name,Email\nGood,good@x.test\n,missing@x.test\n');
    const result = await crm(['import', 'clients', file]);
    expect(result.code).toBe(65);
    expect(result.stdout).toMatch(/3\s+│?\s*Name\s+│?\s*Client name is required/);
    expect(result.stdout).toContain('1 problem in 2 clients: nothing was imported');
    expect(result.stderr).toContain('Some rows are invalid: nothing was imported.');
    expect(await clientNames()).toEqual([]);
  });

  it('checks with --dry-run, maps with --map, then imports', async () => {
    const file = await csvFile('firms.csv', 'Firm,Mail\nInitech,hello@initech.test\n');
    const unmapped = await crm(['import', 'clients', file, '--dry-run']);
    expect(unmapped.code).toBe(65);
    expect(unmapped.stdout).toContain('No column is mapped to Client name');

    const dry = await crm([
      'import',
      'clients',
      file,
      '--dry-run',
      '--map',
      'Firm=name',
      '--map',
      'Mail=email',
    ]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('1 client ready to import: 1 new, 0 already there (to skip)');
    expect(await clientNames()).toEqual([]);

    const done = await crm([
      'import',
      'clients',
      file,
      '--map',
      'Firm=name',
      '--map',
      'Mail=email',
      '--json',
    ]);
    expect(done.code).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({ created: 1, written: true, rows: 1 });
    expect(await clientNames()).toEqual(['Initech']);

    const again = await crm([
      'import',
      'clients',
      file,
      '--map',
      'Firm=name',
      '--map',
      'Mail=email',
    ]);
    expect(again.stdout).toContain('Imported 0 clients: 0 new, 0 updated, 1 skipped');
  });

  it('refuses a missing file, an unknown entity and a spreadsheet that is not CSV', async () => {
    expect((await crm(['import', 'clients', join(dir, 'nope.csv')])).code).toBe(65);
    expect((await crm(['import', 'passwords', join(dir, 'nope.csv')])).code).toBe(64);
    const xlsx = await csvFile('book.xlsx', 'PK\u0003\u0004');
    const refused = await crm(['import', 'clients', xlsx]);
    expect(refused.code).toBe(65);
    expect(refused.stderr).toContain('Please upload a CSV file');
  });
});
