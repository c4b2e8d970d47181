import type { ImportReport } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

const server = useTestServer({ emptyBeforeEach: ['activity', 'clients'] });

function form(
  content: string | Uint8Array,
  fields: Record<string, string> = {},
  name = 'clients.csv',
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  body.set('file', new Blob([bytes], { type: 'text/csv' }), name);
  return body;
}

const importClients = (
  content: string | Uint8Array,
  fields: Record<string, string> = {},
  name?: string,
) => server.post<ImportReport>('/api/import/clients', form(content, fields, name));

async function clients() {
  return server
    .db('clients')
    .select('name', 'business_name', 'email', 'phone', 'address', 'notes', 'tags')
    .orderBy('name');
}

describe('POST /api/import/clients', () => {
  it('imports the product export, with its IDs and creation times', async () => {
    const csv =
      'ID,Name,Business Name,Email,Phone,Address,Tags,Notes,Created At\n' +
      '6f1c1c52-52f4-4a8e-9d7e-0d7a2f7f6a11,Jane Smith,Acme Ltd,jane@acme.test,01234 567890,"1 High St\nLeeds",web,"Likes ""quotes""",2026-01-05T10:00:00.000Z\n' +
      ',Bob Jones,,,,,,,\n';
    const response = await importClients(csv);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      rows: 2,
      valid: 2,
      errorCount: 0,
      created: 2,
      written: true,
    });
    const jane = await server.db('clients').where({ email: 'jane@acme.test' }).first();
    expect(jane).toMatchObject({
      id: '6f1c1c52-52f4-4a8e-9d7e-0d7a2f7f6a11',
      name: 'Jane Smith',
      business_name: 'Acme Ltd',
      address: '1 High St\nLeeds',
      notes: 'Likes "quotes"',
    });
    expect((jane.created_at as Date).toISOString()).toBe('2026-01-05T10:00:00.000Z');
    const activity = await server.db('activity').select('summary');
    expect(activity).toEqual([{ summary: 'Imported 2 clients: 2 new, 0 updated, 0 skipped' }]);
  });

  it('reads Windows-1252 with semicolons, a FreeAgent export and UK spreadsheets', async () => {
    const header =
      'First Name;Last Name;Company;E-mail Address;Business Street;Business City;Business Postal Code\r\n';
    const row = 'Zoë;Ng;Café £ Co;zoe@cafe.test;2 Low Rd;York;YO1 1AA\r\n';
    const bytes = new Uint8Array([...Buffer.from(header + row, 'latin1')]);
    const response = await importClients(bytes);
    expect(response.body).toMatchObject({ encoding: 'windows-1252', delimiter: ';', created: 1 });
    expect(await clients()).toEqual([
      {
        name: 'Zoë Ng',
        business_name: 'Café £ Co',
        email: 'zoe@cafe.test',
        phone: null,
        address: '2 Low Rd, York, YO1 1AA',
        notes: null,
        tags: null,
      },
    ]);
  });

  it('reads UTF-8 with a BOM and an Invoice Ninja export', async () => {
    const csv =
      '\uFEFFName,Contact Email,Phone,Address 1,City,Postal Code,Private Notes\n' +
      'Globex,ops@globex.test,020 7946 0000,5 Main St,London,EC1A 1BB,Pays late\n';
    const response = await importClients(csv);
    expect(response.body).toMatchObject({ encoding: 'utf-8', created: 1 });
    expect(response.body.columns.map((column) => column.field)).toEqual([
      'name',
      'email',
      'phone',
      'address',
      'address',
      'address',
      'notes',
    ]);
    expect((await clients())[0]).toMatchObject({
      name: 'Globex',
      address: '5 Main St, London, EC1A 1BB',
      notes: 'Pays late',
    });
  });

  it('lists every invalid row by row and column and writes nothing', async () => {
    await createClient(server.db, { name: 'Kept' });
    const csv =
      'Name,Email\n' + 'Good,good@x.test\n' + ',nobody@x.test\n' + 'Bad email,not-an-email\n';
    const response = await importClients(csv);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      rows: 3,
      valid: 1,
      errorCount: 2,
      written: false,
      created: 0,
    });
    expect(response.body.errors).toEqual([
      { row: 3, column: 'Name', message: 'Client name is required' },
      { row: 4, column: 'Email', message: expect.stringMatching(/email/i) },
    ]);
    expect((await clients()).map((client) => client.name)).toEqual(['Kept']);
    expect(await server.db('activity').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('answers a dry run with the report and a preview, writing nothing', async () => {
    const csv = 'Company,Email\nAcme,a@acme.test\nGlobex,g@globex.test\n';
    const response = await importClients(csv, { dryRun: 'true' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      dryRun: true,
      written: false,
      rows: 2,
      valid: 2,
      created: 0,
    });
    expect(response.body.preview).toEqual([
      ['Acme', 'a@acme.test'],
      ['Globex', 'g@globex.test'],
    ]);
    expect(await clients()).toEqual([]);
  });

  it('finds duplicates by email, else name, and skips or updates them', async () => {
    await createClient(server.db, { name: 'Jane', email: 'JANE@acme.test', phone: '1' });
    await createClient(server.db, { name: 'Bob', phone: '2' });
    const csv = 'Name,Email,Phone\nJane Smith,jane@acme.test,111\nbob,,222\nNew,,333\n';

    const skipped = await importClients(csv);
    expect(skipped.body).toMatchObject({ duplicates: 2, created: 1, updated: 0, skipped: 2 });
    expect((await clients()).map((client) => [client.name, client.phone])).toEqual([
      ['Bob', '2'],
      ['Jane', '1'],
      ['New', '333'],
    ]);

    const updated = await importClients(csv.replace('New,,333\n', ''), { duplicates: 'update' });
    expect(updated.body).toMatchObject({ duplicates: 2, created: 0, updated: 2 });
    const byPhone = (await clients()).sort((a, b) =>
      String(a.phone).localeCompare(String(b.phone)),
    );
    expect(byPhone.map((client) => [client.name, client.phone, client.email])).toEqual([
      ['Jane Smith', '111', 'jane@acme.test'],
      ['bob', '222', null],
      ['New', '333', null],
    ]);
  });

  it('reports a row repeated in the file', async () => {
    const response = await importClients('Name,Email\nA,a@x.test\nB,A@X.test\n');
    expect(response.body.errors).toEqual([
      { row: 3, column: 'Email', message: 'Same email as row 2' },
    ]);
  });

  it('takes a mapping for headers it does not know, and refuses one made for another file', async () => {
    const csv = 'Customer Ref,Organisation Title\nC1,Initech\n';
    const unmapped = await importClients(csv, { dryRun: 'true' });
    expect(unmapped.body.errors).toEqual([
      {
        row: 1,
        column: 'Client name',
        message: 'No column is mapped to Client name: choose one in the mapping',
      },
    ]);
    expect(unmapped.body.rows).toBe(1);

    const mapped = await importClients(csv, {
      mapping: JSON.stringify({ 'Organisation Title': 'name', 'Customer Ref': null }),
    });
    expect(mapped.body).toMatchObject({ created: 1 });
    expect((await clients())[0]).toMatchObject({ name: 'Initech', notes: null });

    const wrong = await importClients(csv, {
      dryRun: 'true',
      mapping: JSON.stringify({ Fax: 'fax' }),
    });
    expect(wrong.body.errors.map((error) => error.message)).toEqual([
      'The file has no column "Fax"',
      expect.stringContaining('Unknown field "fax"'),
      'No column is mapped to Client name: choose one in the mapping',
    ]);
    const broken = await server.post<ErrorBody>('/api/import/clients', form(csv, { mapping: '{' }));
    expect(broken.status).toBe(400);
  });

  it('keeps formula-looking cells as text, and takes back the quote its export puts before them', async () => {
    const response = await importClients('Name,Notes\n=HYPERLINK("x"),\'=SUM(A1)\n');
    expect(response.body.created).toBe(1);
    expect((await clients())[0]).toMatchObject({ name: '=HYPERLINK("x")', notes: '=SUM(A1)' });
  });

  it('reports hostile files clearly and writes nothing', async () => {
    const unterminated = await importClients('Name,Notes\nA,"never closed\nB,x\n');
    expect(unterminated.status).toBe(422);
    expect(unterminated.body.errors).toEqual([
      { row: 2, column: '', message: expect.stringContaining('a quoted cell is never closed') },
    ]);

    const wide = await importClients(`Name\nA${',x'.repeat(300)}\n`);
    expect(wide.body.errors).toEqual([
      { row: 2, column: '', message: 'A row may have at most 200 columns' },
    ]);

    const nul = await importClients('Name,Notes\nA\u0000B,x\n');
    expect(nul.body.errors).toEqual([
      { row: 2, column: 'Name', message: 'Contains a NUL character, which cannot be stored' },
    ]);

    const headerOnly = await importClients('Name,Email\n');
    expect(headerOnly.body.errors).toEqual([
      { row: 2, column: '', message: 'The file has a header row but no rows to import' },
    ]);
    expect(await clients()).toEqual([]);
  });

  it('refuses a file that is not CSV with 415, and an import not built yet with 400', async () => {
    const pdf = await server.post<ErrorBody>(
      '/api/import/clients',
      form('%PDF-1.4 not a spreadsheet', {}, 'clients.csv'),
    );
    expect(pdf.status).toBe(415);
    const xlsx = await server.post<ErrorBody>(
      '/api/import/clients',
      form('PK', {}, 'clients.xlsx'),
    );
    expect(xlsx.status).toBe(415);
    expect(xlsx.body.message).toBe(
      'Please upload a CSV file (.csv or .txt, saved from a spreadsheet as CSV)',
    );
    const missing = await server.post<ErrorBody>('/api/import/clients', new FormData());
    expect(missing.status).toBe(400);
    const unknown = await server.post<ErrorBody>('/api/import/nothing', form('Name\nA\n'));
    expect(unknown.status).toBe(404);
  });

  it('refuses more than 200,000 rows and more than 50 MB with 413, writing nothing', async () => {
    const many = await importClients(`Name\n${'x\n'.repeat(200_001)}`);
    expect(many.status).toBe(413);
    expect((many.body as unknown as ErrorBody).message).toBe(
      'The file has more than 200,000 rows: split it into smaller files',
    );
    const large = await importClients(new Uint8Array(50 * 1024 * 1024 + 1).fill(0x61));
    expect(large.status).toBe(413);
    expect((large.body as unknown as ErrorBody).message).toBe(
      'File is too large. The maximum size is 50 MB',
    );
    expect(await clients()).toEqual([]);
  });
});
