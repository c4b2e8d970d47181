import { beforeAll, describe, expect, it } from 'vitest';
import { rawFetch } from '../../test/raw-fetch';
import { useTestServer } from '../../test/use-test-server';

const server = useTestServer();

beforeAll(async () => {
  // About 12 MB of rows: far more than the socket buffers, so the download is still mid-table.
  const notes = 'x'.repeat(1000);
  for (let batch = 0; batch < 12; batch++) {
    await server
      .db('clients')
      .insert(Array.from({ length: 1000 }, (_, i) => ({ name: `Client ${batch}-${i}`, notes })));
  }
});

describe('GET /api/backup/download, abandoned half way', () => {
  it('releases its database snapshot, so the next requests are answered', async () => {
    const controller = new AbortController();
    const response = await rawFetch(server, `/api/backup/download`, { signal: controller.signal });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    controller.abort();

    const next = await server.get<{ total: number }>('/api/clients?limit=1');
    expect(next.status).toBe(200);
    expect(next.body.total).toBe(12_000);
  });
});
