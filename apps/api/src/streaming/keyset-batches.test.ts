import { createTestDb, type TestDb } from '@crm/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readCellsInBatches, readInBatches, type KeysetOptions } from './keyset-batches';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  // Ties on created_at straddle the batch boundaries, so the id must break them.
  const rows = Array.from({ length: 25 }, (_, i) => ({
    name: `Client ${String(i).padStart(2, '0')}`,
    created_at: i < 10 ? '2026-02-01T00:00:00.000001Z' : '2026-02-01T00:00:00.000002Z',
  }));
  await db.knex('clients').insert(rows);
});

afterAll(async () => {
  await db?.close();
});

const newestFirst = (batchSize: number): KeysetOptions => ({
  db: db.knex,
  query: () => db.knex('clients as c').select('c.id', 'c.name'),
  orderBy: [
    { column: 'c.created_at', type: 'timestamptz' },
    { column: 'c.id', type: 'uuid' },
  ],
  direction: 'desc',
  batchSize,
});

async function expectedIds(): Promise<string[]> {
  return db
    .knex('clients')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .pluck('id');
}

async function collect<Row>(batches: AsyncIterable<Row[]>): Promise<Row[][]> {
  const all: Row[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

describe('readInBatches', () => {
  it('reads every row once, in order, in batches of the given size, without the cursor fields', async () => {
    const batches = await collect(readInBatches<{ id: string; name: string }>(newestFirst(4)));

    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 4, 4, 4, 4, 1]);
    expect(batches.flat().map((row) => row.id)).toEqual(await expectedIds());
    expect(Object.keys(batches[0]![0]!)).toEqual(['id', 'name']);
  });

  it('reads nothing more after a batch shorter than the batch size', async () => {
    const batches = await collect(readInBatches(newestFirst(5)));
    expect(batches.map((batch) => batch.length)).toEqual([5, 5, 5, 5, 5]);
  });
});

describe('readCellsInBatches', () => {
  it('reads rows as arrays of the selected cells followed by the cursor cells', async () => {
    const batches = await collect(readCellsInBatches(newestFirst(10)));
    const rows = batches.flat();

    expect(rows.map((row) => row[0])).toEqual(await expectedIds());
    expect(rows[0]).toHaveLength(4);
    expect(rows[0]![1]).toMatch(/^Client \d\d$/);
    expect(rows[0]![3]).toBe(rows[0]![0]);
  });

  it('asks for the next batch as soon as one is taken, and for no other until that is taken', async () => {
    let queries = 0;
    let answers = 0;
    const countQuery = () => (queries += 1);
    const countAnswer = () => (answers += 1);
    db.knex.on('query', countQuery).on('query-response', countAnswer);
    try {
      const batches = readCellsInBatches(newestFirst(4));
      const first = await batches.next();
      expect(first.value).toHaveLength(4);
      // The second batch is read while the consumer works on the first...
      await vi.waitFor(() => expect(answers).toBe(2), { timeout: 10_000 });
      // ...and nothing more until the consumer takes it.
      await new Promise((resolve) => setImmediate(resolve));
      expect(queries).toBe(2);

      await batches.next();
      await vi.waitFor(() => expect(answers).toBe(3), { timeout: 10_000 });
      expect(queries).toBe(3);
      await batches.return(undefined);
    } finally {
      db.knex.off('query', countQuery).off('query-response', countAnswer);
    }
  });

  it('fails the consumer with the error of a batch that cannot be read', async () => {
    let calls = 0;
    const options = {
      ...newestFirst(4),
      query: () => db.knex(calls++ === 0 ? 'clients as c' : 'no_such_table as c').select('c.id'),
    };
    const batches = readCellsInBatches(options);

    await batches.next();
    await expect(batches.next()).rejects.toThrow(/no_such_table/);
  });

  it('leaves no unhandled failure behind when the consumer stops before a failing batch', async () => {
    let failures = 0;
    const countFailure = () => (failures += 1);
    db.knex.on('query-error', countFailure);
    try {
      let calls = 0;
      const options = {
        ...newestFirst(4),
        query: () => db.knex(calls++ === 0 ? 'clients as c' : 'no_such_table as c').select('c.id'),
      };
      const batches = readCellsInBatches(options);

      await batches.next();
      await batches.return(undefined);
      // The read-ahead fails after the consumer left; Vitest fails the run on an unhandled rejection.
      await vi.waitFor(() => expect(failures).toBe(1), { timeout: 10_000 });
    } finally {
      db.knex.off('query-error', countFailure);
    }
  });
});
