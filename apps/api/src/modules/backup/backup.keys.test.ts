import { createKeyring, createSecretBox } from '@crm/secrets';
import type { BackupDocument, DomainResponse as Domain } from '@crm/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

type ErrorBody = { message: string };
type DomainList = { domains: Domain[]; total: number };

const KEY_A = 'a1'.repeat(32);
const KEY_B = 'b2'.repeat(32);
const KEY_A_ID = createKeyring([KEY_A]).current.id;

// Two installations: "a" saved the backup under KEY_A; "b" only has KEY_B.
let a: TestServer;
let b: TestServer;
let backupFromA: BackupDocument;

beforeAll(async () => {
  a = await createTestServer({ secretKeys: [KEY_A] });
  b = await createTestServer({ secretKeys: [KEY_B] });
  const client = await createClient(a.db, { name: 'Acme' });
  const created = await a.post('/api/domains', {
    domainName: 'acme.test',
    clientId: client.id,
    expiryDate: '2026-12-31',
    credentials: [{ username: 'root', password: 'secret-from-a' }],
  });
  expect(created.status).toBe(201);
  backupFromA = (await a.get<BackupDocument>('/api/backup/download')).body;
  await b.post('/api/domains', {
    domainName: 'bee.test',
    clientId: (await createClient(b.db, { name: 'Bee' })).id,
    expiryDate: '2026-11-30',
    credentials: [{ password: 'secret-from-b' }],
  });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
});

const domainNames = async (server: TestServer) =>
  (await server.get<DomainList>('/api/domains')).body.domains.map((d) => d.domainName);

describe('restoring a backup whose credentials were saved under another key', () => {
  it('is refused with 409 naming the missing key id and how to supply it; no change', async () => {
    const response = await b.post<ErrorBody>('/api/backup/restore', { backup: backupFromA });

    expect(response.status).toBe(409);
    expect(response.body.message).toContain(KEY_A_ID);
    expect(response.body.message).toContain('CRM_SECRET_KEYS');
    expect(response.text).not.toContain(KEY_A);
    const list = await b.get<DomainList>('/api/domains');
    expect(list.status).toBe(200);
    expect(list.body.domains.map((d) => d.domainName)).toEqual(['bee.test']);
    expect(list.body.domains[0]!.credentials![0]!.password).toBe('secret-from-b');
  });

  it('restores once the key is added to the keyring', async () => {
    const withBoth = await createTestServer({ secretKeys: [KEY_B, KEY_A] });
    try {
      const response = await withBoth.post('/api/backup/restore', { backup: backupFromA });
      expect(response.status).toBe(200);
      const list = await withBoth.get<DomainList>('/api/domains');
      expect(list.body.domains[0]!.credentials![0]!.password).toBe('secret-from-a');
    } finally {
      await withBoth.close();
    }
  });
});

describe('a stored credential this server cannot read', () => {
  let domainId: string;

  beforeAll(async () => {
    // As if restored before the check existed, or the key was lost since.
    const [domain] = await b.db('domains').where({ domain_name: 'bee.test' }).pluck('id');
    domainId = domain as string;
    await b.db('domain_credentials').insert({
      domain_id: domainId,
      position: 5,
      type: 'ftp',
      username: 'lost',
      password: createSecretBox(createKeyring([KEY_A])).encrypt('unreadable-here'),
    });
  });

  it('shows as unreadable in the list and in one domain; the rest still reads', async () => {
    const list = await b.get<DomainList>('/api/domains');
    expect(list.status).toBe(200);
    expect(await domainNames(b)).toEqual(['bee.test']);
    const one = await b.get<Domain>(`/api/domains/${domainId}`);
    expect(one.status).toBe(200);
    for (const domain of [list.body.domains[0]!, one.body]) {
      expect(domain.credentials).toEqual([
        expect.objectContaining({ password: 'secret-from-b' }),
        expect.objectContaining({ username: 'lost', password: '', unreadable: true }),
      ]);
      expect(domain.credentials![0]).not.toHaveProperty('unreadable');
    }
  });

  it('does not stop a CSV export or a backup', async () => {
    expect((await b.get('/api/domains/export')).status).toBe(200);
    const backup = await b.get<BackupDocument>('/api/backup/download');
    expect(backup.status).toBe(200);
    expect(backup.body.counts['domain_credentials']).toBe(2);
  });
});
