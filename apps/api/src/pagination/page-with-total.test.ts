import { createTestDb, type TestDb } from '@crm/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWithTotal } from './page-with-total';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await db.knex.schema.createTable('page_probe', (table) => {
    table.integer('n').primary();
    table.text('kind').notNullable();
  });
  await db
    .knex('page_probe')
    .insert(Array.from({ length: 25 }, (_, n) => ({ n, kind: n % 5 === 0 ? 'round' : 'plain' })));
});

afterAll(async () => {
  await db?.close();
});

const page = (offset: number, kind?: string) => {
  const query = db.knex('page_probe').select('*').orderBy('n').limit(10).offset(offset);
  return kind ? query.where({ kind }) : query;
};
const count = (kind?: string) =>
  kind ? db.knex('page_probe').where({ kind }).count('*') : db.knex('page_probe').count('*');

describe('pageWithTotal', () => {
  it('answers the page and the total over every page, without the helper column', async () => {
    const { rows, total } = await pageWithTotal<{ n: number; kind: string }>(
      db.knex,
      page(10),
      count(),
    );
    expect(total).toBe(25);
    expect(rows.map((row) => row.n)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['kind', 'n']);
  });

  it('counts what the filter matches', async () => {
    const { rows, total } = await pageWithTotal<{ n: number }>(
      db.knex,
      page(0, 'round'),
      count('round'),
    );
    expect(total).toBe(5);
    expect(rows.map((row) => row.n)).toEqual([0, 5, 10, 15, 20]);
  });

  it('still answers the total for a page past the end', async () => {
    expect(await pageWithTotal(db.knex, page(40), count())).toEqual({ rows: [], total: 25 });
    expect(await pageWithTotal(db.knex, page(0, 'none'), count('none'))).toEqual({
      rows: [],
      total: 0,
    });
  });
});
