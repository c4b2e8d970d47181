import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './create-db';
import { migrateLatest, rollbackAll } from './migrate';
import { migrations } from './migrations';
import { createScratchDatabase } from './scratch-database';
import { createTestDb, type TestDb } from './test-db';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  await db?.close();
});

describe(`database on ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('reports the driver in use', () => {
    expect(db.kind).toBe(process.env['DATABASE_URL'] ? 'postgres' : 'pglite');
  });

  it('plans for fast random reads and without memoize on every connection', async () => {
    // Several concurrent queries, so a pooled PostgreSQL run checks more than one connection.
    const shown = await Promise.all(
      Array.from({ length: 3 }, () =>
        db.knex.raw(
          `select current_setting('random_page_cost') as cost, current_setting('enable_memoize') as memoize`,
        ),
      ),
    );
    for (const result of shown)
      expect((result as { rows: unknown[] }).rows[0]).toEqual({ cost: '1.1', memoize: 'off' });
  });

  it('has run every migration once, and a second run does nothing', async () => {
    const names = await db.knex('knex_migrations').orderBy('id').pluck('name');
    expect(names).toEqual(migrations.map((migration) => migration.name));
    expect(await migrateLatest(db.knex)).toEqual([]);
  });

  it('returns dates as YYYY-MM-DD, money as two-place strings and bigint as numbers', async () => {
    const [client] = await db.knex('clients').insert({ name: 'Acme' }).returning('*');
    const [project] = await db
      .knex('projects')
      .insert({
        project_name: 'Site',
        client_id: client.id,
        start_date: '2024-12-31',
        price: '1250.5',
      })
      .returning('*');
    expect(project.start_date).toBe('2024-12-31');
    expect(project.price).toBe('1250.50');
    expect(project.created_at).toBeInstanceOf(Date);
    const [file] = await db
      .knex('files')
      .insert({
        filename: 'a.pdf',
        content_type: 'application/pdf',
        size_bytes: 5_000_000_000,
        storage_key: 'k1',
        client_id: client.id,
      })
      .returning('size_bytes');
    expect(file.size_bytes).toBe(5_000_000_000);
    const [{ count }] = await db.knex('clients').count({ count: '*' });
    expect(count).toBe(1);
  });

  it('deleting a client removes what belongs to it and detaches nothing else', async () => {
    const [client] = await db.knex('clients').insert({ name: 'Gone Ltd' }).returning('id');
    const [project] = await db
      .knex('projects')
      .insert({ project_name: 'P', client_id: client.id })
      .returning('id');
    const [invoice] = await db
      .knex('invoices')
      .insert({
        invoice_number: 'INV-9001',
        client_id: client.id,
        project_id: project.id,
        invoice_date: '2025-01-01',
        due_date: '2025-01-31',
      })
      .returning('id');
    await db.knex('invoice_line_items').insert({
      invoice_id: invoice.id,
      position: 0,
      description: 'Work',
      quantity: 1,
      unit_price: 10,
      total: 10,
    });
    const [domain] = await db
      .knex('domains')
      .insert({ domain_name: 'gone.test', client_id: client.id, expiry_date: '2026-01-01' })
      .returning('id');
    await db
      .knex('domain_credentials')
      .insert({ domain_id: domain.id, username: 'u', password: 'p' });
    await db.knex('tasks').insert({ title: 'T', client_id: client.id, project_id: project.id });

    await db.knex('clients').where({ id: client.id }).delete();

    for (const table of [
      'projects',
      'invoices',
      'invoice_line_items',
      'domains',
      'domain_credentials',
      'tasks',
    ]) {
      const [{ count }] = await db
        .knex(table)
        .count({ count: '*' })
        .where(
          table === 'invoice_line_items'
            ? { invoice_id: invoice.id }
            : table === 'domain_credentials'
              ? { domain_id: domain.id }
              : { client_id: client.id },
        );
      expect(count, table).toBe(0);
    }
  });

  it('deleting a project detaches its invoices and tasks', async () => {
    const [client] = await db.knex('clients').insert({ name: 'Keep Ltd' }).returning('id');
    const [project] = await db
      .knex('projects')
      .insert({ project_name: 'P', client_id: client.id })
      .returning('id');
    const [invoice] = await db
      .knex('invoices')
      .insert({
        invoice_number: 'INV-9002',
        client_id: client.id,
        project_id: project.id,
        invoice_date: '2025-01-01',
        due_date: '2025-01-31',
      })
      .returning('id');
    await db.knex('projects').where({ id: project.id }).delete();
    const row = await db.knex('invoices').where({ id: invoice.id }).first();
    expect(row.project_id).toBeNull();
  });

  it('refuses values outside the allowed sets', async () => {
    const [client] = await db.knex('clients').insert({ name: 'Strict' }).returning('id');
    await expect(
      db.knex('projects').insert({ project_name: 'P', client_id: client.id, status: 'bogus' }),
    ).rejects.toThrow(/projects_status_check/);
  });

  it('has trigram indexes for search', async () => {
    const rows = await db
      .knex('pg_indexes')
      .where('indexname', 'like', '%_trgm_idx')
      .pluck('indexname');
    // 8 for global search, 1 for the expenses description (scale migration), 1 for the domains list
    expect(rows).toHaveLength(10);
    expect(rows).toContain('clients_name_trgm_idx');
    expect(rows).toContain('domains_search_text_trgm_idx');
  });
});

describe('rolling back', () => {
  it('undoes every migration and can migrate again', async () => {
    const scratch = await createTestDb();
    try {
      await rollbackAll(scratch.knex);
      const tables = await scratch
        .knex('pg_tables')
        .where({ schemaname: 'public' })
        .pluck('tablename');
      expect(tables.filter((name: string) => !name.startsWith('knex_'))).toEqual([]);
      expect(await migrateLatest(scratch.knex)).toHaveLength(migrations.length);
    } finally {
      await scratch.close();
    }
  });
});

describe.skipIf(!process.env['DATABASE_URL'])(
  'several processes starting at once on PostgreSQL',
  () => {
    it('migrate a fresh database one after the other: each migration runs once, nobody fails', async () => {
      const scratch = await createScratchDatabase(
        process.env['DATABASE_URL'] ?? '',
        'crm_migrate_race',
      );
      const servers = [1, 2, 3].map(() => createDb({ databaseUrl: scratch.url }));
      try {
        const applied = await Promise.all(servers.map((server) => migrateLatest(server.knex)));
        expect(applied.map((names) => names.length).sort()).toEqual([0, 0, migrations.length]);
        expect(await servers[0]?.knex('knex_migrations_lock').count({ n: '*' })).toEqual([
          { n: 1 },
        ]);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
        await scratch.drop();
      }
    });
  },
);

describe('PGlite on disk', () => {
  it('keeps data between openings of the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crm-db-'));
    try {
      const first = createDb({ dataDir });
      await migrateLatest(first.knex);
      await first.knex('clients').insert({ name: 'Persisted' });
      await first.close();

      const second = createDb({ dataDir });
      expect(await second.knex('clients').pluck('name')).toEqual(['Persisted']);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
