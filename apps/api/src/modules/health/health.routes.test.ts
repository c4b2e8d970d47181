import type { Knex } from '@crm/db';
import Koa from 'koa';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { handleErrors } from '../../middlewares/errors';
import { createHealthRouter } from './health.routes';

// The database is a stand-in here only to make it fail on demand; the happy path runs on the
// real databases in app.test.ts.
async function healthWith(raw: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const app = new Koa();
  app.silent = true;
  app.use(handleErrors(pino({ level: 'silent' })));
  app.use(createHealthRouter({ db: { raw } as unknown as Knex, dbKind: 'postgres' }).routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return { status: response.status, body: await response.json() };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('GET /api/health', () => {
  it('answers 503 when the database does not answer', async () => {
    const response = await healthWith(() => Promise.reject(new Error('connection refused')));
    expect(response).toEqual({ status: 503, body: { message: 'Database unavailable' } });
  });

  it('answers ok when it does', async () => {
    const response = await healthWith(() => Promise.resolve());
    expect(response).toEqual({
      status: 200,
      body: { status: 'ok', database: 'postgres', version: '1.0.0' },
    });
  });
});
