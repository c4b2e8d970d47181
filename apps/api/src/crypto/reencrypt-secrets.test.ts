import { createTestDb, type TestDb } from '@crm/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reencryptAllSecrets } from './reencrypt-secrets';
import { createKeyring, createSecretBox, SecretBoxError } from '@crm/secrets';

const OLD_KEY = '1'.repeat(64);
const NEW_KEY = '2'.repeat(64);

let db: TestDb;
let domainId: string;

beforeAll(async () => {
  db = await createTestDb();
  const [client] = await db.knex('clients').insert({ name: 'Acme' }).returning('id');
  const [domain] = await db
    .knex('domains')
    .insert({ domain_name: 'acme.test', client_id: client.id, expiry_date: '2027-01-01' })
    .returning('id');
  domainId = domain.id;
});

afterAll(async () => {
  await db?.close();
});

async function storedPasswords(): Promise<string[]> {
  return db
    .knex('domain_credentials')
    .where({ domain_id: domainId })
    .orderBy('position')
    .pluck('password');
}

describe('reencryptAllSecrets', () => {
  it('moves every stored secret to the current key and leaves no plaintext', async () => {
    const old = createSecretBox(createKeyring([OLD_KEY]));
    await db.knex('domain_credentials').insert(
      ['alpha-pass', 'beta-pass', 'gamma-pass'].map((password, position) => ({
        domain_id: domainId,
        position,
        password: old.encrypt(password),
      })),
    );
    const rotated = createKeyring([NEW_KEY, OLD_KEY]);
    expect(await reencryptAllSecrets(db.knex, rotated)).toEqual({ reencrypted: 3, unchanged: 0 });

    const stored = await storedPasswords();
    const onlyNew = createSecretBox(createKeyring([NEW_KEY]));
    expect(stored.map((value) => onlyNew.decrypt(value))).toEqual([
      'alpha-pass',
      'beta-pass',
      'gamma-pass',
    ]);
    for (const value of stored) expect(value).not.toContain('pass');
    // Run again: nothing left to move.
    expect(await reencryptAllSecrets(db.knex, rotated)).toEqual({ reencrypted: 0, unchanged: 3 });
  });

  it('moves the saved mail server password too', async () => {
    const old = createSecretBox(createKeyring([OLD_KEY]));
    await db.knex('mail_servers').insert({
      host: 'smtp.example.com',
      port: 587,
      security: 'starttls',
      username: 'crm',
      password: old.encrypt('mail-pass'),
    });
    const result = await reencryptAllSecrets(db.knex, createKeyring([NEW_KEY, OLD_KEY]));
    expect(result.reencrypted).toBe(1);
    const stored = (await db.knex('mail_servers').first('password')) as { password: string };
    expect(createSecretBox(createKeyring([NEW_KEY])).decrypt(stored.password)).toBe('mail-pass');
    await db.knex('mail_servers').delete();
  });

  it('stops on a value it cannot open and changes nothing', async () => {
    const before = await storedPasswords();
    await db.knex('domain_credentials').insert({
      domain_id: domainId,
      position: 9,
      password: 'plain text that was never encrypted',
    });
    await expect(reencryptAllSecrets(db.knex, createKeyring([OLD_KEY, NEW_KEY]))).rejects.toThrow(
      SecretBoxError,
    );
    expect((await storedPasswords()).slice(0, 3)).toEqual(before);
  });
});
