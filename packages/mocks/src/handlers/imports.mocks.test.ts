import { UNKNOWN_IMPORT_MESSAGE } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { importForm, postImport } from '../test/import-upload';
import { call, useMockApi } from '../test/mock-api';

const api = useMockApi();

const importClients = (
  content: string | Uint8Array<ArrayBuffer>,
  fields: Record<string, string> = {},
  name?: string,
) => postImport('clients', content, fields, name);

describe('POST /api/import/:entity in the mocks', () => {
  it('imports a good file, keeping its IDs and creation times, and records one activity line', async () => {
    const db = api.fresh();
    const before = db.clients.length;
    const csv =
      'ID,Name,Business Name,Email,Created At\n' +
      '6f1c1c52-52f4-4a8e-9d7e-0d7a2f7f6a11,Jane Smith,Acme Ltd,jane@acme.test,2026-01-05T10:00:00.000Z\n' +
      ',Bob Jones,,,\n';
    const { status, report } = await importClients(csv);
    expect(status).toBe(200);
    expect(report).toMatchObject({
      entity: 'clients',
      dryRun: false,
      written: true,
      rows: 2,
      valid: 2,
      errorCount: 0,
      created: 2,
      updated: 0,
      encoding: 'utf-8',
      delimiter: ',',
    });
    expect(report.columns.map((column) => column.field)).toEqual([
      'id',
      'name',
      'businessName',
      'email',
      'createdAt',
    ]);
    expect(db.clients).toHaveLength(before + 2);
    expect(db.clients.find((c) => c.email === 'jane@acme.test')).toMatchObject({
      id: '6f1c1c52-52f4-4a8e-9d7e-0d7a2f7f6a11',
      name: 'Jane Smith',
      businessName: 'Acme Ltd',
      createdAt: '2026-01-05T10:00:00.000Z',
      latePaymentClaims: false,
    });
    expect(db.activity[0]?.summary).toBe('Imported 2 clients: 2 new, 0 updated, 0 skipped');
  });

  it('reads Windows-1252 with semicolons', async () => {
    const db = api.fresh();
    const bytes = Uint8Array.from('Name;Company\r\nZo\xeb Ng;Caf\xe9 \xa3 Co\r\n', (c) =>
      c.charCodeAt(0),
    );
    const { report } = await importClients(bytes);
    expect(report).toMatchObject({ encoding: 'windows-1252', delimiter: ';', created: 1 });
    expect(db.clients.at(-1)).toMatchObject({ name: 'Zoë Ng', businessName: 'Café £ Co' });
  });

  it('answers 422 with every problem by row and column, and writes nothing', async () => {
    const db = api.fresh();
    const before = structuredClone(db.clients);
    const activity = db.activity.length;
    const csv =
      'Name,Email\nGood,good@x.test\n,nobody@x.test\nBad email,not-an-email\nAgain,GOOD@x.test\n';
    const { status, report } = await importClients(csv);
    expect(status).toBe(422);
    expect(report).toMatchObject({ rows: 4, valid: 1, errorCount: 3, written: false, created: 0 });
    expect(report.errors).toEqual([
      { row: 3, column: 'Name', message: 'Client name is required' },
      { row: 4, column: 'Email', message: expect.stringMatching(/email/i) },
      { row: 5, column: 'Email', message: 'Same email as row 2' },
    ]);
    expect(db.clients).toEqual(before);
    expect(db.activity).toHaveLength(activity);
  });

  it('answers a dry run with the report and the first rows, writing nothing', async () => {
    const db = api.fresh();
    const before = db.clients.length;
    const rows = Array.from({ length: 7 }, (_, i) => `Firm ${i},f${i}@x.test`);
    const { status, report } = await importClients(`Company,Email\n${rows.join('\n')}\n`, {
      dryRun: 'true',
    });
    expect(status).toBe(200);
    expect(report).toMatchObject({ dryRun: true, written: false, rows: 7, valid: 7, created: 0 });
    expect(report.preview).toEqual(rows.slice(0, 5).map((row) => row.split(',')));
    expect(db.clients).toHaveLength(before);
  });

  it('finds clients already there by email, else name, and skips or updates only the mapped fields', async () => {
    const db = api.fresh();
    const jane = db.clients[0]!;
    const bob = db.clients.find((c) => c.email === null) ?? db.clients[1]!;
    bob.email = null;
    const csv = `Name,Email,Phone\nJane Renamed,${jane.email!.toUpperCase()},111\n${bob.name.toLowerCase()},,222\nNew,,333\n`;

    const skipped = await importClients(csv);
    expect(skipped.report).toMatchObject({ duplicates: 2, created: 1, updated: 0, skipped: 2 });
    expect(db.clients.find((c) => c.id === jane.id)?.phone).toBe(jane.phone);

    const notes = jane.notes;
    const updated = await importClients(csv.replace('New,,333\n', ''), {
      duplicates: 'update',
    });
    expect(updated.report).toMatchObject({
      duplicateMode: 'update',
      duplicates: 2,
      created: 0,
      updated: 2,
    });
    expect(db.clients.find((c) => c.id === jane.id)).toMatchObject({
      name: 'Jane Renamed',
      phone: '111',
      notes,
    });
    expect(db.clients.find((c) => c.id === bob.id)?.phone).toBe('222');
  });

  it('takes a mapping, and refuses one that is not JSON', async () => {
    const db = api.fresh();
    const csv = 'Customer Ref,Organisation Title\nC1,Initech\n';
    const unmapped = await importClients(csv, { dryRun: 'true' });
    expect(unmapped.report.errors).toEqual([
      {
        row: 1,
        column: 'Client name',
        message: 'No column is mapped to Client name: choose one in the mapping',
      },
    ]);
    expect(unmapped.report.rows).toBe(1);

    const mapping = JSON.stringify({ 'Organisation Title': 'name', 'Customer Ref': null });
    expect((await importClients(csv, { mapping })).report).toMatchObject({ created: 1 });
    expect(db.clients.at(-1)).toMatchObject({ name: 'Initech', notes: null });

    const broken = await call('POST', '/api/import/clients', importForm(csv, { mapping: '{' }));
    expect(broken).toMatchObject({ status: 400, body: { message: expect.stringMatching(/JSON/) } });
  });

  it('reports a file that stops being CSV, and a header with no rows', async () => {
    api.fresh();
    const unterminated = await importClients('Name,Notes\nA,ok\nB,"never closed\n');
    expect(unterminated.status).toBe(422);
    expect(unterminated.report.errors).toEqual([
      {
        row: 3,
        column: '',
        // The API's words for csv-parse's CSV_QUOTE_NOT_CLOSED.
        message:
          'The file cannot be read as CSV: a quoted cell is never closed (a closing " is missing)',
      },
    ]);
    const headerOnly = await importClients('Name,Email\n', { dryRun: 'true' });
    expect(headerOnly.report.errors).toEqual([
      { row: 2, column: '', message: 'The file has a header row but no rows to import' },
    ]);
  });

  it('refuses another type with 415, an entity it does not know with 404, and changes nothing', async () => {
    const db = api.fresh();
    const before = db.clients.length;
    const xlsx = await call('POST', '/api/import/clients', importForm('PK', {}, 'clients.xlsx'));
    expect(xlsx).toMatchObject({
      status: 415,
      body: { message: 'Please upload a CSV file (.csv or .txt, saved from a spreadsheet as CSV)' },
    });
    const unknown = await call('POST', '/api/import/tasks', importForm('Name\nA\n'));
    expect(unknown).toMatchObject({ status: 404, body: { message: UNKNOWN_IMPORT_MESSAGE } });
    expect((await call('POST', '/api/import/clients', new FormData())).status).toBe(400);
    expect(db.clients).toHaveLength(before);
  });
});
