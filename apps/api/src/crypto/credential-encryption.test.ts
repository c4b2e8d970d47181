import type { DomainResponse } from '@crm/api-contract';
import type { Domain } from '@crm/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../test/factories';
import { useTestServer } from '../test/use-test-server';
import { reencryptAllSecrets } from './reencrypt-secrets';
import { createKeyring, createSecretBox } from '@crm/secrets';

const KEY_A = 'a1'.repeat(32);
const KEY_B = 'b2'.repeat(32);

const api = useTestServer({ secretKeys: [KEY_A] });
let domain: Domain;

beforeAll(async () => {
  const client = await createClient(api.db, { name: 'Acme' });
  const response = await api.post<Domain>('/api/domains', {
    domainName: 'acme.example',
    clientId: client.id,
    expiryDate: '2026-12-31',
    credentials: [
      { type: 'hosting', username: 'acme', password: 'hosting-pass-123' },
      { type: 'ftp', username: 'ftp', password: 'ftp-pass-456' },
    ],
  });
  expect(response.status).toBe(201);
  domain = response.body;
});

const storedPasswords = async (): Promise<string[]> =>
  api
    .db('domain_credentials')
    .where({ domain_id: domain.id })
    .orderBy('position')
    .pluck('password');

describe('domain credentials at rest', () => {
  it('are stored as AES-256-GCM ciphertext, and answered in plain to the signed-in owner', async () => {
    const stored = await storedPasswords();
    expect(stored).toHaveLength(2);
    for (const value of stored) {
      expect(value).toMatch(/^v1:[0-9a-f]{12}:[A-Za-z0-9+/=]{16}:[A-Za-z0-9+/=]+$/);
      expect(value).not.toContain('pass');
    }
    expect(domain.credentials?.map((c) => c.password)).toEqual([
      'hosting-pass-123',
      'ftp-pass-456',
    ]);
    const read = await api.get<Domain>(`/api/domains/${domain.id}`);
    expect(read.body.credentials?.map((c) => c.password)).toEqual([
      'hosting-pass-123',
      'ftp-pass-456',
    ]);
  });

  it('go into backups as ciphertext only', async () => {
    const backup = await api.get('/api/backup/download');
    expect(backup.status).toBe(200);
    expect(backup.text).not.toContain('hosting-pass-123');
    expect(backup.text).toContain((await storedPasswords())[0]);
  });

  it('a tampered stored value is never answered: it shows as unreadable', async () => {
    const [first] = await api
      .db('domain_credentials')
      .where({ domain_id: domain.id })
      .orderBy('position')
      .select('id', 'password');
    const parts = (first.password as string).split(':');
    const sealed = Buffer.from(parts[3]!, 'base64');
    sealed[0] = sealed[0]! ^ 0xff;
    await api
      .db('domain_credentials')
      .where({ id: first.id })
      .update({ password: [...parts.slice(0, 3), sealed.toString('base64')].join(':') });
    try {
      const response = await api.get<DomainResponse>(`/api/domains/${domain.id}`);
      expect(response.status).toBe(200);
      expect(response.text).not.toContain('hosting-pass-123');
      expect(response.body.credentials?.map((c) => [c.password, c.unreadable])).toEqual([
        ['', true],
        ['ftp-pass-456', undefined],
      ]);
    } finally {
      await api
        .db('domain_credentials')
        .where({ id: first.id })
        .update({ password: first.password });
    }
  });

  it('rotation re-encrypts every stored secret under the new key', async () => {
    const before = await storedPasswords();
    expect(await reencryptAllSecrets(api.db, createKeyring([KEY_B, KEY_A]))).toEqual({
      reencrypted: 2,
      unchanged: 0,
    });
    const after = await storedPasswords();
    const onlyB = createSecretBox(createKeyring([KEY_B]));
    expect(after.map((value) => onlyB.decrypt(value))).toEqual([
      'hosting-pass-123',
      'ftp-pass-456',
    ]);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]!.split(':')[1]).toBe(createKeyring([KEY_B]).current.id);
  });
});
