import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories';
import { PDF_BYTES } from '../../test/upload-fixtures';
import { useTestServer } from '../../test/use-test-server';

type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

const server = useTestServer();

beforeEach(async () => {
  await server.db('files').delete();
  await server.db('clients').delete();
  await rm(join(server.dataDir, 'files'), { recursive: true, force: true });
});

async function storedKeys(): Promise<string[]> {
  const root = join(server.dataDir, 'files');
  const shards = (await readdir(root).catch(() => [])).filter((name) => name !== '.tmp');
  return (await Promise.all(shards.map((shard) => readdir(join(root, shard))))).flat();
}

function upload(clientId: string) {
  const body = new FormData();
  body.set('clientId', clientId);
  body.set('documentType', 'general');
  body.set('file', new Blob([PDF_BYTES]), 'contract.pdf');
  return server.post<ErrorBody>('/api/files/upload', body);
}

describe('deleting a client while uploads for it are in flight', () => {
  // The 20 uploads start 3 ms apart; the delete is sent at a different moment each round, so
  // it lands before, among and after their row inserts.
  it.each([0, 10, 20, 30, 45])(
    'leaves no stored bytes without a row (delete sent %i ms into 20 uploads)',
    async (deleteAtMs) => {
      const client = await createClient(server.db);

      const uploads = Array.from({ length: 20 }, (_, i) =>
        sleep(i * 3).then(() => upload(client.id)),
      );
      await sleep(deleteAtMs);
      const deleted = await server.delete(`/api/clients/${client.id}`);
      const answers = await Promise.all(uploads);

      console.log('ROUND', deleteAtMs, answers.map((a) => a.status).join(','));
      expect(deleted.status).toBe(204);
      expect(await server.db('files').count({ n: '*' })).toEqual([{ n: 0 }]);
      expect(await storedKeys()).toEqual([]);
      // Each upload either filed its bytes before the delete (and they went with the client)
      // or found no client to file under.
      for (const answer of answers) {
        if (answer.status === 201) continue;
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([{ path: 'clientId', message: 'Client not found' }]);
      }
    },
  );
});
