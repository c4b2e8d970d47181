import { createHash } from 'node:crypto';
import { backupChecksum, type BackupDocument } from '@crm/api-contract';
import { RESTORE_RUNNING_MESSAGE } from '@crm/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '../../test/factories';
import { PDF_BYTES } from '../../test/upload-fixtures';
import { useTestServer } from '../../test/use-test-server';
import type { FileStorage } from '../../storage';

type Answer = { message: string };

const server = useTestServer();
let backup: BackupDocument;

const content = (document: BackupDocument) => ({
  tables: document.tables,
  counts: document.counts,
});

beforeAll(async () => {
  // Enough rows that one restore is still running when the last of a batch arrives.
  const notes = 'n'.repeat(200);
  for (let batch = 0; batch < 4; batch++) {
    const rows = Array.from({ length: 500 }, (_, i) => ({ name: `Client ${batch}-${i}`, notes }));
    await server.db('clients').insert(rows);
  }
  await server.post('/api/domains', {
    domainName: 'acme.test',
    clientId: (await createClient(server.db, { name: 'Acme' })).id,
    expiryDate: '2026-12-31',
    credentials: [{ password: 'p@ss' }],
  });
  const upload = new FormData();
  upload.set('clientId', (await createClient(server.db, { name: 'With a file' })).id);
  upload.set('file', new Blob([PDF_BYTES]), 'quote.pdf');
  expect((await server.post('/api/files/upload', upload)).status).toBe(201);
  backup = (await server.get<BackupDocument>('/api/backup/download')).body;
  // Storage that takes its time, so every restore of a batch surely overlaps the first one
  // (client and server share this thread; without it the last requests may arrive after it).
  const storage = server.deps.storage;
  server.deps.storage = new Proxy(storage, {
    get: (target, key: keyof FileStorage) =>
      key === 'exists'
        ? async (storageKey: string) => (await sleep(1500), target.exists(storageKey))
        : target[key],
  });
});

async function restoreBatch(size: number): Promise<{ status: number; body: Answer }[]> {
  const body = JSON.stringify({ backup });
  const headers = { 'content-type': 'application/json' };
  return Promise.all(
    Array.from({ length: size }, () =>
      server.post<Answer>('/api/backup/restore', body, { headers }),
    ),
  );
}

describe('POST /api/backup/restore, many at once', () => {
  it('runs one restore at a time: one 200, the rest 409, and the data is the backup', async () => {
    for (let round = 0; round < 2; round++) {
      // Something to replace, so every round really restores.
      await createClient(server.db, { name: `Added in round ${round}` });

      const answers = await restoreBatch(20);

      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(answer.body).toEqual({ message: RESTORE_RUNNING_MESSAGE });
      }
      const after = (await server.get<BackupDocument>('/api/backup/download')).body;
      expect(content(after)).toEqual(content(backup));
    }
  });

  it('answers a database refusal with a clean message, never the database text', async () => {
    const clients = backup.tables['clients']!;
    // The same id twice: the primary key refuses it.
    const twice = [...clients, { ...clients[0]!, name: 'Twin' }];
    const edited = {
      ...backup,
      tables: { ...backup.tables, clients: twice },
      counts: { ...backup.counts, clients: twice.length },
    };
    const checksum = backupChecksum(edited, () => createHash('sha256'));

    const response = await server.post<Answer>('/api/backup/restore', {
      backup: { ...edited, checksum },
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'The backup could not be restored: two rows have the same id or unique value',
    );
    expect(response.text).not.toMatch(/pkey|constraint|duplicate key/);
  });
});

const onPostgres = Boolean(process.env['DATABASE_URL']);

describe.runIf(onPostgres)('POST /api/backup/restore, from another process', () => {
  it('answers 409 while another server holds the restore lock', async () => {
    const { RESTORE_LOCK_KEY } = await import('./restore-lock');
    const trx = await server.db.transaction();
    try {
      await trx.raw('select pg_advisory_xact_lock(?)', [RESTORE_LOCK_KEY]);
      const response = await server.post<Answer>('/api/backup/restore', { backup });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(RESTORE_RUNNING_MESSAGE);
    } finally {
      await trx.rollback();
    }
    expect((await server.post('/api/backup/restore', { backup })).status).toBe(200);
  });
});
