import { createHash } from 'node:crypto';
import { backupChecksum, type BackupDocument } from '@crm/api-contract';
import type { Domain, Expense, FileRecord, Invoice, Project } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTask } from '../../test/factories';
import { rawFetch } from '../../test/raw-fetch';
import { createTestServer, type TestServer } from '../../test/test-server';
import { JPEG_BYTES, PDF_BYTES } from '../../test/upload-fixtures';

type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

let server: TestServer;
let invoice: Invoice;
let document: FileRecord;
let expense: Expense;

function form(values: Record<string, string>, file: { bytes: Uint8Array; name: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  body.set('file', new Blob([file.bytes]), file.name);
  return body;
}

async function download(): Promise<{ response: Response; backup: BackupDocument }> {
  const response = await rawFetch(server, `/api/backup/download`);
  return { response, backup: (await response.json()) as BackupDocument };
}

async function restore(backup: unknown) {
  return server.post<ErrorBody & { counts?: Record<string, number>; files?: number }>(
    '/api/backup/restore',
    { backup },
  );
}

const checksumOf = (backup: BackupDocument) => backupChecksum(backup, () => createHash('sha256'));

async function bytesOf(path: string): Promise<Uint8Array> {
  return new Uint8Array(await (await rawFetch(server, `${path}`)).arrayBuffer());
}

/** What a backup holds, without the parts that change on every download. */
function content(backup: BackupDocument) {
  return { tables: backup.tables, counts: backup.counts, files: backup.files };
}

beforeAll(async () => {
  server = await createTestServer({ now: '2026-03-15T12:00:00.000Z' });
  const clientId = (
    await server.post<{ id: string }>('/api/clients', {
      name: 'Acme, "Best" Ltd',
      email: 'hi@acme.test',
    })
  ).body.id;
  const project = (
    await server.post<{ id: string }>('/api/projects', {
      clientId,
      projectName: 'Site',
      lineItems: [{ description: 'Zoë’s site', quantity: 1, unitPrice: '1250.00' }],
    })
  ).body;
  await createTask(server.db, {
    client_id: clientId,
    project_id: project.id,
    title: 'Launch',
    due_date: '2026-04-01',
  });
  invoice = (
    await server.post<Invoice>('/api/invoices', {
      clientId,
      projectId: project.id,
      invoiceDate: '2026-03-01',
      dueDate: '2026-03-31',
      status: 'paid',
      lineItems: [
        { description: 'Design', quantity: 2, unitPrice: '100.00' },
        { description: 'Hosting', quantity: 1, unitPrice: '0.10' },
      ],
    })
  ).body;
  await server.post<Domain>('/api/domains', {
    domainName: 'acme.test',
    clientId,
    expiryDate: '2026-12-31',
    credentials: [{ password: 'p@ss' }],
  });
  document = (
    await server.post<FileRecord>(
      '/api/files/upload',
      form({ clientId, documentType: 'quote' }, { bytes: PDF_BYTES, name: 'Quote £.pdf' }),
    )
  ).body;
  expense = (
    await server.post<Expense>(
      '/api/expenses/upload',
      form(
        {
          expenseType: 'receipt',
          allocation: 'software',
          invoiceDate: '2026-03-02',
          amount: '9.99',
          vatAmount: '1.66',
          provider: 'Adobe',
        },
        { bytes: JPEG_BYTES, name: 'r.jpg' },
      ),
    )
  ).body;
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/backup/download', () => {
  it('streams one JSON document with every table, counts, file bytes and a checksum', async () => {
    const { response, backup } = await download();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="crm-backup-2026-03-15-120000.json"',
    );
    expect(backup).toMatchObject({
      format: 'agency-crm-backup',
      version: 6,
      createdAt: '2026-03-15T12:00:00.000Z',
    });
    expect(backup.counts).toEqual({
      clients: 1,
      projects: 1,
      project_line_items: 1,
      invoices: 1,
      invoice_line_items: 2,
      invoice_payments: 1,
      recurring_invoices: 0,
      recurring_invoice_lines: 0,
      recurring_invoice_periods: 0,
      domains: 1,
      domain_credentials: 1,
      renewal_invoice_items: 0,
      tasks: 1,
      files: 2,
      expenses: 1,
      activity: 6,
      business_profile: 0,
    });
    expect(backup.tables['invoices']![0]).toMatchObject({
      id: invoice.id,
      amount: '200.10',
      invoice_number: 'INV-0001',
      paid_at: '2026-03-15T12:00:00.000Z',
    });
    expect(backup.tables['clients']![0]).toMatchObject({ name: 'Acme, "Best" Ltd' });
    // What the database derives for search is not carried (a release without it could not
    // restore the backup): it is derived again on restore.
    expect(backup.tables['domains']![0]).toMatchObject({ domain_name: 'acme.test' });
    expect(backup.tables['domains']![0]).not.toHaveProperty('search_text');
    const bytesById = Object.fromEntries(
      backup.files.map((file) => [file.id, Buffer.from(file.contentBase64, 'base64')]),
    );
    expect(new Uint8Array(bytesById[document.id]!)).toEqual(PDF_BYTES);
    expect(new Uint8Array(bytesById[expense.fileId!]!)).toEqual(JPEG_BYTES);
    expect(backup.checksum).toBe(checksumOf(backup));
    expect(backup.tables).not.toHaveProperty('users');
    expect(backup.tables).not.toHaveProperty('sessions');
  });
});

describe('POST /api/backup/restore', () => {
  it('restores a version 1 backup, from before payments and quotes, giving each paid invoice its payment and each project a quote number', async () => {
    const { backup: current } = await download();
    const {
      business_profile: _profile,
      invoice_payments: _payments,
      project_line_items: _lines,
      recurring_invoices: _schedules,
      recurring_invoice_lines: _scheduleLines,
      recurring_invoice_periods: _periods,
      renewal_invoice_items: _renewals,
      ...tables
    } = current.tables;
    const {
      business_profile: _p,
      invoice_payments: _i,
      project_line_items: _l,
      recurring_invoices: _s,
      recurring_invoice_lines: _sl,
      recurring_invoice_periods: _sp,
      renewal_invoice_items: _r,
      ...counts
    } = current.counts;
    const older = {
      ...current,
      version: 1,
      tables: {
        ...tables,
        invoices: tables['invoices']!.map(({ amount_paid: _paid, ...row }) => row),
        projects: tables['projects']!.map(
          ({ quote_number: _number, valid_until: _until, ...row }) => row,
        ),
      },
      counts,
    } as unknown as BackupDocument;
    older.checksum = checksumOf(older);
    await server.db('invoice_payments').delete();
    await server.db('invoices').update({ amount_paid: 0 });

    const response = await restore(older);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const restored = (await server.get<Invoice>(`/api/invoices/${invoice.id}`)).body;
    expect(restored).toMatchObject({ status: 'paid', amountPaid: '200.10', balanceDue: '0.00' });
    expect(restored.payments.map((p) => [p.amount, p.paidOn])).toEqual([['200.10', '2026-03-15']]);
    const projects = (await server.get<{ projects: Project[] }>('/api/projects')).body.projects;
    expect(projects.map((project) => project.quoteNumber)).toEqual(['Q-0001']);
  });

  it('restores a version 4 backup, from before renewal invoices: its domains invoice nothing', async () => {
    await server.db('domains').update({ renewal_invoicing: true, renewal_invoice_days: 10 });
    const { backup: current } = await download();
    const { renewal_invoice_items: _items, ...tables } = current.tables;
    const { renewal_invoice_items: _count, ...counts } = current.counts;
    const older = {
      ...current,
      version: 4,
      tables: {
        ...tables,
        domains: tables['domains']!.map(
          ({
            renewal_invoicing: _on,
            renewal_invoice_days: _days,
            renewal_invoice_auto_send: _send,
            ...row
          }) => row,
        ),
      },
      counts,
    } as unknown as BackupDocument;
    older.checksum = checksumOf(older);

    const response = await restore(older);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const domains = (await server.get<{ domains: Domain[] }>('/api/domains')).body.domains;
    expect(domains.map((d) => [d.renewalInvoicing, d.renewalInvoiceDaysBefore])).toEqual([
      [false, 30],
    ]);
  });

  it('backup -> changes -> restore -> backup gives the same data and files back', async () => {
    const { backup: before } = await download();
    // Change things after the backup: a new client with a file, and the old client deleted.
    const newClient = await createClient(server.db, { name: 'Newcomer' });
    const newFile = (
      await server.post<FileRecord>(
        '/api/files/upload',
        form({ clientId: newClient.id }, { bytes: PDF_BYTES, name: 'new.pdf' }),
      )
    ).body;
    await server.delete(`/api/clients/${invoice.clientId}`);
    await server.delete(`/api/expenses/${expense.id}`);
    expect((await server.get(`/api/files/download/${document.id}`)).status).toBe(404);

    const response = await restore(before);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Restore completed',
      counts: before.counts,
      files: 2,
    });
    server.setNow('2026-03-16T09:00:00.000Z');
    const { backup: after } = await download();
    server.setNow('2026-03-15T12:00:00.000Z');
    expect(content(after)).toEqual(content(before));
    expect(after.checksum).toBe(checksumOf(after));
    // What a search reads is derived again, not restored: the domain is found by its client.
    const found = await server.get<{ domains: Domain[] }>('/api/domains?search=best');
    expect(found.body.domains.map((domain) => domain.domainName)).toEqual(['acme.test']);
    expect(await bytesOf(`/api/files/download/${document.id}`)).toEqual(PDF_BYTES);
    expect(await bytesOf(`/api/expenses/download/${expense.id}`)).toEqual(JPEG_BYTES);
    expect((await server.get<Expense>(`/api/expenses/${expense.id}`)).body.vatAmount).toBe('1.66');
    expect((await server.get(`/api/files/download/${newFile.id}`)).status).toBe(404);
    expect(await server.storage.exists(newFile.id)).toBe(false);
    const storedKeys = (await server.db('files').pluck('storage_key')) as string[];
    expect(await Promise.all(storedKeys.map((key) => server.storage.exists(key)))).toEqual([
      true,
      true,
    ]);
  });

  it('keeps the accounts and nulls activity users this installation does not have', async () => {
    await server.db('users').insert({ email: 'assistant@acme.test', username: 'assistant' });
    const usersBefore = await server.db('users').orderBy('id').pluck('id');
    const { backup } = await download();
    const activity = backup.tables['activity']!.map((row, i) =>
      i === 0 ? { ...row, user_id: '11111111-1111-4111-8111-111111111111' } : row,
    );
    const edited = { ...backup, tables: { ...backup.tables, activity } };

    const response = await restore({ ...edited, checksum: checksumOf(edited) });

    expect(response.status).toBe(200);
    expect(await server.db('users').orderBy('id').pluck('id')).toEqual(usersBefore);
    // The owner's token still works: accounts, sessions and tokens are not part of a restore.
    expect((await server.get('/api/clients')).status).toBe(200);
    const restoredUser = await server
      .db('activity')
      .where({ id: activity[0]!['id'] })
      .first('user_id');
    expect(restoredUser.user_id).toBeNull();
  });

  describe('refuses a bad or damaged backup with 400 and changes nothing', () => {
    async function expectUnchanged(
      action: () => Promise<{ status: number; body: ErrorBody }>,
      message: string | RegExp,
    ) {
      const { backup: before } = await download();
      const keysBefore = (await server.db('files').pluck('storage_key')) as string[];

      const response = await action();

      expect(response.status).toBe(400);
      if (typeof message === 'string') expect(response.body.message).toBe(message);
      else expect(response.body.message).toMatch(message);
      const { backup: after } = await download();
      expect(content(after)).toEqual(content(before));
      expect(await Promise.all(keysBefore.map((key) => server.storage.exists(key)))).toEqual(
        keysBefore.map(() => true),
      );
    }

    it('a changed row (checksum mismatch)', async () => {
      const { backup } = await download();
      const clients = backup.tables['clients']!.map((row) => ({ ...row, name: 'Tampered' }));
      await expectUnchanged(
        () => restore({ ...backup, tables: { ...backup.tables, clients } }),
        'The backup checksum does not match: the file is damaged or was changed',
      );
    });

    it('a truncated table (counts disagree)', async () => {
      const { backup } = await download();
      const lines = backup.tables['invoice_line_items']!.slice(0, 1);
      await expectUnchanged(
        () => restore({ ...backup, tables: { ...backup.tables, invoice_line_items: lines } }),
        'The backup is incomplete: invoice_line_items has 1 rows where 2 were written',
      );
    });

    it('a missing table', async () => {
      const { backup } = await download();
      const { tasks: _tasks, ...tables } = backup.tables;
      await expectUnchanged(() => restore({ ...backup, tables }), 'The backup has no tasks table');
    });

    it("a file's bytes cut short", async () => {
      const { backup } = await download();
      const files = backup.files.map((file, i) =>
        i === 0 ? { ...file, contentBase64: file.contentBase64.slice(0, 8) } : file,
      );
      const edited = { ...backup, files };
      await expectUnchanged(
        () => restore({ ...edited, checksum: checksumOf(edited) }),
        /^The bytes of file .* are damaged$/,
      );
    });

    it('rows that break the database rules (a project of a client not in the backup)', async () => {
      const { backup } = await download();
      const projects = backup.tables['projects']!.map((row) => ({
        ...row,
        client_id: '22222222-2222-4222-8222-222222222222',
      }));
      const extraFile = {
        id: '33333333-3333-4333-8333-333333333333',
        storageKey: '33333333-3333-4333-8333-333333333333',
        contentBase64: Buffer.from('%PDF-x').toString('base64'),
      };
      const extraRow = {
        ...backup.tables['files']![0]!,
        id: extraFile.id,
        storage_key: extraFile.storageKey,
        size_bytes: 6,
      };
      const edited = {
        ...backup,
        tables: { ...backup.tables, projects, files: [...backup.tables['files']!, extraRow] },
        counts: { ...backup.counts, files: backup.counts['files']! + 1 },
        files: [...backup.files, extraFile],
      };
      await expectUnchanged(
        () => restore({ ...edited, checksum: checksumOf(edited) }),
        // Our words, never the database's (which name the constraint).
        'The backup could not be restored: a row refers to a record that is not in the backup',
      );
      expect(await server.storage.exists(extraFile.storageKey)).toBe(false);
    });

    it('an unknown column', async () => {
      const { backup } = await download();
      const clients = backup.tables['clients']!.map((row) => ({ ...row, is_admin: true }));
      const edited = { ...backup, tables: { ...backup.tables, clients } };
      await expectUnchanged(
        () => restore({ ...edited, checksum: checksumOf(edited) }),
        'Unknown column clients.is_admin',
      );
    });

    it('not a backup at all', async () => {
      await expectUnchanged(
        () => restore({ format: 'something-else', version: 1 }),
        'This is not an agency CRM backup',
      );
      await expectUnchanged(
        () => server.post<ErrorBody>('/api/backup/restore', { nothing: true }),
        'The backup must be a JSON object',
      );
    });

    it('truncated JSON text', async () => {
      const text = await (await rawFetch(server, `/api/backup/download`)).text();
      await expectUnchanged(
        () =>
          server.post<ErrorBody>(
            '/api/backup/restore',
            `{"backup":${text.slice(0, text.length - 200)}`,
            { headers: { 'content-type': 'application/json' } },
          ),
        'Request body is not valid JSON',
      );
    });
  });
});
