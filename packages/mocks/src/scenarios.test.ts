import { describe, expect, it, vi } from 'vitest';
import { setupMockServer } from './node';
import { createMockDb } from './db/create-mock-db';
import { errorHandlers } from './scenarios';
import { call, TODAY, useMockApi, BASE_URL } from './test/mock-api';

const api = useMockApi();

describe('errorHandlers', () => {
  it('makes every route fail with the status and the API error shape', async () => {
    api.fresh();
    api.server.use(...errorHandlers(500, { baseUrl: BASE_URL }));
    expect(await call('GET', '/api/clients')).toMatchObject({
      status: 500,
      body: { message: 'Internal server error' },
    });
    expect(await call('POST', '/api/invoices', {})).toMatchObject({ status: 500 });
    expect(await call('GET', '/api/clients/export')).toMatchObject({ status: 500 });
  });

  it('takes another status and message', async () => {
    api.fresh();
    api.server.use(...errorHandlers(404, { baseUrl: BASE_URL, message: 'Client not found' }));
    expect(await call('GET', '/api/clients/not-even-an-id')).toMatchObject({
      status: 404,
      body: { message: 'Client not found' },
    });
  });
});

describe('exports and backups', () => {
  it('exports CSV with a header row, quoting and formula neutralising', async () => {
    const db = api.fresh();
    db.clients[0]!.notes = '=HYPERLINK("http://evil")';
    db.clients[0]!.name = 'Oliver "Olly" Bennett, Jr';
    const answer = await call('GET', '/api/clients/export');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="clients-${TODAY}.csv"`,
    );
    const lines = String(answer.body).split('\r\n');
    expect(lines[0]).toBe('ID,Name,Business Name,Email,Phone,Address,Tags,Notes,Created At');
    expect(lines[1]).toContain('"Oliver ""Olly"" Bennett, Jr"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines).toHaveLength(34);
    expect(String((await call('GET', '/api/domains/export')).body)).not.toContain('Oak&Pine-2024');
  });

  it('downloads a backup that restores into the mocks', async () => {
    const db = api.fresh();
    const download = await call('GET', '/api/backup/download');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="crm-backup-2026-03-15-\d{6}\.json"$/,
    );
    const backup = download.body as { counts: Record<string, number>; files: unknown[] };
    expect(backup.counts['clients']).toBe(32);
    const clientsBefore = structuredClone(db.clients);
    const fileBytes = db.files[0]!.content;

    await call('DELETE', `/api/clients/${db.clients[0]!.id}`);
    const restored = await call('POST', '/api/backup/restore', { backup });
    expect(restored).toMatchObject({
      status: 200,
      body: { message: 'Restore completed', counts: { clients: 32 }, files: backup.files.length },
    });
    expect(db.clients).toEqual(clientsBefore);
    expect(db.files[0]!.content).toEqual(fileBytes);
    expect(
      await call('POST', '/api/backup/restore', { backup: { format: 'other' } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'This is not an agency CRM backup' },
    });
  });
});

describe('setupMockServer', () => {
  it('serves fixtures from its own database, on any origin by default', async () => {
    const { server, db } = setupMockServer(createMockDb({ today: TODAY }));
    api.server.close();
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const answer = await fetch('http://crm.test/api/clients?limit=1');
      expect(await answer.json()).toMatchObject({
        total: 32,
        clients: [{ id: db.clients[0]!.id }],
      });
      const other = await fetch(`http://localhost:3000/api/clients/${db.clients[0]!.id}`);
      expect(await other.json()).toMatchObject({ id: db.clients[0]!.id });
    } finally {
      server.close();
      api.server.listen({ onUnhandledRequest: 'error' });
    }
  });
});

describe('contract check', () => {
  it('answers 500 instead of data the contract does not allow', async () => {
    const db = api.fresh();
    db.clients[0]!.createdAt = 'yesterday';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await call('GET', '/api/clients?limit=1');
      expect(answer.status).toBe(500);
      expect((answer.body as { message: string }).message).toMatch(
        /^Mock answer of GET \/api\/clients breaks the contract/,
      );
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});
