// Nx forbids importing an app; the seed must hash and encrypt exactly as the server does.
import { createKeyring, createSecretBox } from '@crm/secrets';
import { createTestDb, type Knex, type TestDb } from '@crm/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed, SEEDED_TABLES, SeedError } from './seed';
import { parseSeedArgs } from './seed-options';
import type { SeedOptions } from './seed.types';

// Runs on PGlite in memory, or on fresh databases on the server in DATABASE_URL when it is set.
const box = createSecretBox(createKeyring(['a1'.repeat(32)]));
const TODAY = '2026-03-15';

function options(seed: number): SeedOptions & { seal: (password: string) => string } {
  const command = parseSeedArgs(
    [
      '--clients',
      '30',
      '--invoices',
      '120',
      '--expenses',
      '12',
      '--files',
      '9',
      '--seed',
      String(seed),
      '--today',
      TODAY,
      '--batch',
      '40',
    ],
    {},
  );
  return { ...command, seal: box.encrypt };
}

async function count(db: Knex, table: string): Promise<number> {
  const row = (await db(table).first(db.raw('count(*) as count'))) as { count: number | string };
  return Number(row.count);
}

/** A digest of every seeded table's content; credential passwords by their plaintext (ciphertexts differ per run). */
async function fingerprint(db: Knex): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of SEEDED_TABLES) {
    const columns =
      table === 'domain_credentials'
        ? '(t.id, t.domain_id, t.position, t.type, t.username, t.url)::text'
        : 't::text';
    const result = (await db.raw(
      `select md5(string_agg(${columns}, '|' order by t.id)) as digest from ?? t`,
      [table],
    )) as { rows: { digest: string }[] };
    digests[table] = result.rows[0]?.digest ?? '';
  }
  const passwords: string[] = await db('domain_credentials').orderBy('id').pluck('password');
  digests['passwords'] = passwords.map((stored) => box.decrypt(stored)).join('|');
  return digests;
}

let first: TestDb;
let second: TestDb;
const log: string[] = [];

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDb(), createTestDb()]);
  await runSeed(first.knex, options(42), (line) => log.push(line));
  await runSeed(second.knex, options(42), () => undefined);
}, 240_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('runSeed', () => {
  it('writes the requested number of rows, an owner and the derived ones', async () => {
    const db = first.knex;
    expect(await count(db, 'clients')).toBe(30);
    expect(await count(db, 'activity')).toBe(30);
    expect(await count(db, 'projects')).toBe(30);
    expect(await count(db, 'domains')).toBe(30);
    expect(await count(db, 'tasks')).toBe(30);
    expect(await count(db, 'invoices')).toBe(120);
    expect(await count(db, 'invoice_line_items')).toBe(600);
    expect(await count(db, 'expenses')).toBe(12);
    expect(await count(db, 'files')).toBe(9 + 12);
    expect(await count(db, 'domain_credentials')).toBeGreaterThanOrEqual(30);
    const users = await db('users').select('email', 'password_hash');
    expect(users).toEqual([
      { email: 'owner@example.co.uk', password_hash: expect.stringMatching(/^\$argon2id\$/) },
    ]);
    expect(log.some((line) => /invoices \+ line items: 720 rows in .* rows\/s/.test(line))).toBe(
      true,
    );
  });

  it('keeps every reference valid and every invoice equal to the sum of its lines and their VAT', async () => {
    const db = first.knex;
    const orphans = await db.raw(`
      select (select count(*) from projects p left join clients c on c.id = p.client_id where c.id is null)
           + (select count(*) from invoices i left join clients c on c.id = i.client_id where c.id is null)
           + (select count(*) from invoices i left join projects p on p.id = i.project_id where i.project_id is not null and (p.id is null or p.client_id <> i.client_id))
           + (select count(*) from invoice_line_items l left join invoices i on i.id = l.invoice_id where i.id is null)
           + (select count(*) from domain_credentials d left join domains o on o.id = d.domain_id where o.id is null)
           + (select count(*) from tasks t left join projects p on p.id = t.project_id where t.project_id is not null and (p.id is null or p.client_id <> t.client_id))
           + (select count(*) from expenses e left join files f on f.id = e.file_id where f.id is null) as orphans`);
    expect(Number(orphans.rows[0].orphans)).toBe(0);
    // VAT once per rate on each invoice, to the nearest penny, as the app works it out.
    const mismatched = await db.raw(`
      select count(*) as n from invoices i
      where i.amount <> (select sum(l.total) from invoice_line_items l where l.invoice_id = i.id)
                        + i.vat_amount
         or i.vat_amount <> (select coalesce(sum(round(r.net * case r.vat_rate when '20' then 0.20
                                                   when '5' then 0.05 else 0 end, 2)), 0)
                             from (select l.vat_rate, sum(l.total) as net from invoice_line_items l
                                   where l.invoice_id = i.id group by l.vat_rate) r)`);
    expect(Number(mismatched.rows[0].n)).toBe(0);
    // The nets per rate the load wrote itself are those the database's triggers derive.
    const nets = async () =>
      (await db('invoices').orderBy('id').select('id', 'vat_nets')) as {
        id: string;
        vat_nets: string | null;
      }[];
    const written = await nets();
    expect(written.some((row) => row.vat_nets?.includes('20:'))).toBe(true);
    const trx = await db.transaction();
    try {
      await trx.raw('update invoices set vat_nets = null');
      await trx.raw('select crm_refresh_invoice_vat_nets()');
      expect(await trx('invoices').orderBy('id').select('id', 'vat_nets')).toEqual(written);
    } finally {
      await trx.rollback();
    }
    // What a domain search reads is filled in (the load skips the triggers that keep it).
    const unsearchable = await db.raw(`
      select count(*) as n from domains d join clients c on c.id = d.client_id
      where d.search_text is distinct from
            lower(d.domain_name || chr(31) || c.name || coalesce(chr(31) || c.business_name, ''))`);
    expect(Number(unsearchable.rows[0].n)).toBe(0);
    // Registered three years ago: VAT on the invoices since, none on those before.
    const vat = await db.raw(
      `
      select count(*) filter (where vat_amount > 0 and invoice_date < ?::date - 1095) as before,
             count(*) filter (where vat_amount > 0) as charged
        from invoices`,
      [TODAY],
    );
    expect(Number(vat.rows[0].before)).toBe(0);
    expect(Number(vat.rows[0].charged)).toBeGreaterThan(0);
    expect(await db('business_profile').first('vat_registered', 'vat_number')).toEqual({
      vat_registered: true,
      vat_number: 'GB123456789',
    });
    const paidWithoutDate = await db('invoices')
      .where('status', 'paid')
      .whereNull('paid_at')
      .count({ n: '*' });
    expect(Number(paidWithoutDate[0]?.['n'])).toBe(0);
    const numbers: string[] = await db('invoices')
      .orderBy('invoice_number')
      .limit(2)
      .pluck('invoice_number');
    expect(numbers).toEqual(['INV-0001', 'INV-0002']);
  });

  it('stores credential passwords encrypted with the server key', async () => {
    const stored: string[] = await first.knex('domain_credentials').limit(3).pluck('password');
    for (const value of stored) {
      expect(value).toMatch(/^v1:/);
      expect(box.decrypt(value)).toMatch(/^.{16}$/);
    }
  });

  it('gives the same data for the same seed, and different data for another', async () => {
    const [a, b] = await Promise.all([fingerprint(first.knex), fingerprint(second.knex)]);
    expect(b).toEqual(a);
    await runSeed(second.knex, { ...options(7), reset: true }, () => undefined);
    const c = await fingerprint(second.knex);
    expect(c['clients']).not.toBe(a['clients']);
    expect(c['invoices']).not.toBe(a['invoices']);
    expect(await count(second.knex, 'invoices')).toBe(120);
  }, 120_000);

  it('refuses to seed a database that holds clients, changing nothing', async () => {
    const before = await fingerprint(first.knex);
    await expect(runSeed(first.knex, options(42), () => undefined)).rejects.toThrow(SeedError);
    await expect(runSeed(first.knex, options(42), () => undefined)).rejects.toThrow(
      'The database already holds 30 clients. Run again with --reset',
    );
    expect(await fingerprint(first.knex)).toEqual(before);
  });
});
