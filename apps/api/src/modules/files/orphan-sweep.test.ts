import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORPHAN_MIN_AGE_MS } from '../../config';
import {
  createLocalStorage,
  createS3Storage,
  newStorageKey,
  type FileStorage,
} from '../../storage';
import { createClient, createFileRow } from '../../test/factories';
import { startTestS3 } from '../../test/s3-test-server';
import { useTestServer } from '../../test/use-test-server';
import { RESTORE_LOCK_KEY } from '../backup/restore-lock';
import { startOrphanSweep, sweepOrphanedBytes } from './orphan-sweep';

type OpenStorage = () => Promise<{ storage: FileStorage; close: () => Promise<void> }>;

const DRIVERS: [string, OpenStorage][] = [
  [
    'local disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'crm-sweep-'));
      return { storage: createLocalStorage(root), close: () => rm(root, { recursive: true }) };
    },
  ],
  [
    'S3',
    async () => {
      const s3 = await startTestS3();
      const storage = createS3Storage(s3.config);
      return { storage, close: async () => (storage.close(), await s3.close()) };
    },
  ],
];

const server = useTestServer();
const silentLog = { info: () => undefined, warn: () => undefined };

beforeEach(async () => {
  await server.db('expenses').delete();
  await server.db('files').delete();
  await server.db('clients').delete();
});

describe.each(DRIVERS)('sweeping orphaned bytes on %s', (_name, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => {
    await close?.();
  });

  async function put(key = newStorageKey()): Promise<string> {
    await storage.put(key, Readable.from([Buffer.from('%PDF-1.4')]), {
      contentType: 'application/pdf',
    });
    return key;
  }

  async function listed(): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of storage.list()) keys.push(object.key);
    return keys.sort();
  }

  /** A client document and an expense receipt with their bytes, and bytes of no row. */
  async function storeMix() {
    const client = await createClient(server.db);
    const document = await put();
    await createFileRow(server.db, { client_id: client.id, storage_key: document });
    const receipt = await put();
    const receiptRow = await createFileRow(server.db, { storage_key: receipt });
    await server.db('expenses').insert({
      expense_type: 'receipt',
      allocation: 'hosting',
      invoice_date: '2026-03-01',
      amount: '12.50',
      provider: 'Acme',
      file_id: receiptRow.id,
    });
    const orphan = await put();
    return { referenced: [document, receipt], orphan };
  }

  it('removes only unreferenced objects older than the longest upload', async () => {
    const { referenced, orphan } = await storeMix();
    const sweep = (now: number) =>
      sweepOrphanedBytes(
        { db: server.db, storage },
        { now: new Date(now), minAgeMs: ORPHAN_MIN_AGE_MS },
      );

    // Margins of 5 s: S3 dates objects to the second.
    expect(await sweep(Date.now())).toEqual({ removed: 0, skipped: false });
    expect(await sweep(Date.now() + ORPHAN_MIN_AGE_MS - 5000)).toEqual({
      removed: 0,
      skipped: false,
    });
    expect(await listed()).toEqual([...referenced, orphan].sort());

    expect(await sweep(Date.now() + ORPHAN_MIN_AGE_MS + 5000)).toEqual({
      removed: 1,
      skipped: false,
    });
    expect(await listed()).toEqual([...referenced].sort());
    expect(await storage.exists(orphan)).toBe(false);
  });

  it('runs at start and then on its interval, until stopped', async () => {
    const { referenced, orphan } = await storeMix();
    const hourLater = () => new Date(Date.now() + 3600_000);
    const sweep = startOrphanSweep({
      db: server.db,
      storage,
      log: silentLog,
      clock: hourLater,
      config: { intervalMs: 100, minAgeMs: 60_000 },
    });
    try {
      await expect.poll(() => storage.exists(orphan), { timeout: 5000 }).toBe(false);
      const later = await put();
      await expect.poll(() => storage.exists(later), { timeout: 5000 }).toBe(false);
    } finally {
      await sweep.stop();
    }
    const afterStop = await put();
    await sleep(300);
    expect(await storage.exists(afterStop)).toBe(true);
    expect(await listed()).toEqual([...referenced, afterStop].sort());
    await storage.delete(afterStop);
  });

  // PGlite has one connection: a second transaction waits instead of seeing the lock taken.
  it.skipIf(!process.env['DATABASE_URL'])(
    'deletes nothing while a restore holds its lock',
    async () => {
      const orphan = await put();
      const now = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 5000);
      const trx = await server.db.transaction();
      try {
        await trx.raw('select pg_advisory_xact_lock(?)', [RESTORE_LOCK_KEY]);
        const result = await sweepOrphanedBytes(
          { db: server.db, storage },
          { now, minAgeMs: ORPHAN_MIN_AGE_MS },
        );
        expect(result).toEqual({ removed: 0, skipped: true });
        expect(await storage.exists(orphan)).toBe(true);
      } finally {
        await trx.rollback();
      }
      const after = await sweepOrphanedBytes(
        { db: server.db, storage },
        { now, minAgeMs: ORPHAN_MIN_AGE_MS },
      );
      expect(after.skipped).toBe(false);
      expect(await storage.exists(orphan)).toBe(false);
    },
  );
});
