import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileRecord } from '@crm/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createClient, createFileRow, createProject } from '../../test/factories';
import { rawFetch } from '../../test/raw-fetch';
import { useTestServer } from '../../test/use-test-server';
import { multipartStream, PDF_BYTES, PNG_BYTES } from '../../test/upload-fixtures';

type FileList = { files: FileRecord[]; total: number };
type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

const server = useTestServer();

beforeEach(async () => {
  await server.db('files').delete();
  await server.db('clients').delete();
  await server.db('activity').delete();
  await rm(join(server.dataDir, 'files'), { recursive: true, force: true });
});

function form(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type?: string },
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file)
    body.set(
      'file',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return body;
}

async function storedKeys(): Promise<string[]> {
  const root = join(server.dataDir, 'files');
  const shards = (await readdir(root).catch(() => [])).filter((name) => name !== '.tmp');
  const keys = await Promise.all(shards.map((shard) => readdir(join(root, shard))));
  return keys.flat();
}

async function tempUploads(): Promise<string[]> {
  return readdir(join(server.dataDir, 'tmp', 'uploads')).catch(() => []);
}

async function expectNothingStored(): Promise<void> {
  expect(await server.db('files').count({ n: '*' })).toEqual([{ n: 0 }]);
  expect(await storedKeys()).toEqual([]);
  expect(await tempUploads()).toEqual([]);
}

describe('POST /api/files/upload', () => {
  it('stores a client document with its type, and downloads it as an attachment', async () => {
    const client = await createClient(server.db, { name: 'Acme' });

    const response = await server.post<FileRecord>(
      '/api/files/upload',
      form({ clientId: client.id, documentType: 'quote' }, { bytes: PDF_BYTES, name: 'Quote.pdf' }),
    );

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      filename: 'Quote.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
      documentType: 'quote',
      clientId: client.id,
      client: { id: client.id, name: 'Acme' },
      projectId: null,
      project: null,
    });
    expect(await storedKeys()).toHaveLength(1);
    expect(await tempUploads()).toEqual([]);

    const download = await rawFetch(server, `/api/files/download/${response.body.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Quote.pdf"');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('puts a library file under a project of the client and keeps a non-ASCII name for the download', async () => {
    const client = await createClient(server.db);
    const project = await createProject(server.db, {
      client_id: client.id,
      project_name: 'Website',
    });

    const response = await server.post<FileRecord>(
      '/api/files/upload',
      form(
        { clientId: client.id, projectId: project.id },
        { bytes: PNG_BYTES, name: 'Résumé £.PNG' },
      ),
    );

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      filename: 'Résumé £.PNG',
      contentType: 'image/png',
      documentType: null,
      project: { id: project.id, projectName: 'Website' },
    });
    const download = await rawFetch(server, `/api/files/download/${response.body.id}`);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="R?sum? ?.PNG"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%C2%A3.PNG`,
    );
  });

  it('accepts UTF-8 text and serves it as text/plain; charset=utf-8', async () => {
    const client = await createClient(server.db);
    const bytes = new TextEncoder().encode('Notes: £12 for hosting\n');
    const response = await server.post<FileRecord>(
      '/api/files/upload',
      form({ clientId: client.id, documentType: 'general' }, { bytes, name: 'notes.txt' }),
    );

    expect(response.body.contentType).toBe('text/plain');
    const download = await rawFetch(server, `/api/files/download/${response.body.id}`);
    expect(download.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await download.text()).toBe('Notes: £12 for hosting\n');
  });

  it.each([
    [
      'a Windows executable renamed to .pdf',
      'invoice.pdf',
      new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]),
      'The file content does not match its .pdf extension',
    ],
    [
      'a PDF named .png',
      'photo.png',
      PDF_BYTES,
      'The file content does not match its .png extension',
    ],
    [
      'a text file with a NUL byte',
      'notes.txt',
      new Uint8Array([0x61, 0x00, 0x62]),
      'The file content does not match its .txt extension',
    ],
    [
      'invalid UTF-8 named .txt',
      'notes.txt',
      new Uint8Array([0x61, 0xff, 0xfe]),
      'The file content does not match its .txt extension',
    ],
    [
      'an .exe',
      'setup.exe',
      new Uint8Array([0x4d, 0x5a]),
      'File type not accepted. Please upload PDF, DOCX, DOC, TXT, PNG, JPG or JPEG',
    ],
    [
      'a file without extension',
      'README',
      new TextEncoder().encode('hello'),
      'File type not accepted. Please upload PDF, DOCX, DOC, TXT, PNG, JPG or JPEG',
    ],
  ])('refuses %s with 415 and keeps nothing', async (_label, name, bytes, message) => {
    const client = await createClient(server.db);
    const response = await server.post<ErrorBody>(
      '/api/files/upload',
      form({ clientId: client.id, documentType: 'general' }, { bytes, name }),
    );

    expect(response.status).toBe(415);
    expect(response.body.message).toBe(message);
    await expectNothingStored();
  });

  it('refuses more than 10 MB with 413 (declared length) and keeps nothing', async () => {
    const client = await createClient(server.db);
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PDF_BYTES);

    const response = await server.post<ErrorBody>(
      '/api/files/upload',
      form({ clientId: client.id, documentType: 'general' }, { bytes: big, name: 'big.pdf' }),
    );

    expect(response.status).toBe(413);
    expect(response.body.message).toBe('File is too large. The maximum size is 10 MB');
    await expectNothingStored();
  });

  it('refuses more than 10 MB with 413 while streaming a body of unknown length', async () => {
    const client = await createClient(server.db);
    const { body, contentType } = multipartStream(
      { clientId: client.id, documentType: 'general' },
      { name: 'big.pdf', head: PDF_BYTES, totalBytes: 11 * 1024 * 1024 },
    );

    const response = await rawFetch(server, `/api/files/upload`, {
      method: 'POST',
      body,
      headers: { 'content-type': contentType },
      duplex: 'half',
    } as RequestInit);

    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).message).toBe(
      'File is too large. The maximum size is 10 MB',
    );
    await expectNothingStored();
  });

  it('accepts a file of exactly 10 MB', async () => {
    const client = await createClient(server.db);
    const bytes = new Uint8Array(10 * 1024 * 1024);
    bytes.set(PDF_BYTES);
    const response = await server.post<FileRecord>(
      '/api/files/upload',
      form({ clientId: client.id, documentType: 'general' }, { bytes, name: 'max.pdf' }),
    );
    expect(response.status).toBe(201);
    expect(response.body.sizeBytes).toBe(10 * 1024 * 1024);
  });

  it.each([
    [{ documentType: 'general' }, 'Please select a file to upload'],
    [{}, 'Please select a file and client'],
  ])('answers 400 without a file (%j)', async (fields, message) => {
    const client = await createClient(server.db);
    const response = await server.post<ErrorBody>(
      '/api/files/upload',
      form({ clientId: client.id, ...fields }),
    );

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, errors: [{ path: 'file', message }] });
  });

  it('answers 400 for a JSON body instead of a form', async () => {
    const response = await server.post<ErrorBody>('/api/files/upload', { clientId: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please select a file and client');
  });

  it('refuses a missing or unknown client, a project of another client and a bad document type, keeping nothing', async () => {
    const client = await createClient(server.db);
    const otherProject = await createProject(server.db);
    const file = { bytes: PDF_BYTES, name: 'a.pdf' };

    const missing = await server.post<ErrorBody>('/api/files/upload', form({}, file));
    const unknown = await server.post<ErrorBody>(
      '/api/files/upload',
      form({ clientId: '00000000-0000-4000-8000-000000000000' }, file),
    );
    const foreign = await server.post<ErrorBody>(
      '/api/files/upload',
      form({ clientId: client.id, projectId: otherProject.id }, file),
    );
    const badType = await server.post<ErrorBody>(
      '/api/files/upload',
      form({ clientId: client.id, documentType: 'secret' }, file),
    );

    expect([missing.status, unknown.status, foreign.status, badType.status]).toEqual([
      400, 400, 400, 400,
    ]);
    expect(missing.body.message).toBe('Please select a file and client');
    expect(unknown.body.errors).toEqual([{ path: 'clientId', message: 'Client not found' }]);
    expect(foreign.body.errors).toEqual([
      { path: 'projectId', message: "Project must belong to the file's client" },
    ]);
    expect(badType.body.errors).toEqual([
      { path: 'documentType', message: 'Please choose a valid document type' },
    ]);
    await expectNothingStored();
  });

  it('refuses two files in one request', async () => {
    const client = await createClient(server.db);
    const body = form({ clientId: client.id }, { bytes: PDF_BYTES, name: 'a.pdf' });
    body.append('file', new Blob([PDF_BYTES]), 'b.pdf');

    const response = await server.post<ErrorBody>('/api/files/upload', body);

    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Send exactly one file, in the form field 'file'");
    await expectNothingStored();
  });
});

describe('GET /api/files', () => {
  it('lists client files newest first with client and project, filtered and paged, without expense files', async () => {
    const acme = await createClient(server.db, { name: 'Acme' });
    const beta = await createClient(server.db, { name: 'Beta' });
    const site = await createProject(server.db, { client_id: acme.id, project_name: 'Site' });
    await createFileRow(server.db, {
      client_id: acme.id,
      filename: 'one.pdf',
      created_at: '2026-01-01T10:00:00Z',
    });
    await createFileRow(server.db, {
      client_id: acme.id,
      project_id: site.id,
      filename: 'two.pdf',
      created_at: '2026-01-02T10:00:00Z',
    });
    await createFileRow(server.db, {
      client_id: beta.id,
      filename: 'three.pdf',
      document_type: 'invoice',
      created_at: '2026-01-03T10:00:00Z',
    });
    await createFileRow(server.db, { filename: 'receipt.pdf' });

    const all = await server.get<FileList>('/api/files?page=1&limit=20');
    const paged = await server.get<FileList>('/api/files?page=2&limit=2');
    const byClient = await server.get<FileList>(`/api/files?clientId=${acme.id}&limit=1000`);
    const byProject = await server.get<FileList>(`/api/files?projectId=${site.id}`);

    expect(all.body.files.map((f) => f.filename)).toEqual(['three.pdf', 'two.pdf', 'one.pdf']);
    expect(all.body.total).toBe(3);
    expect(all.body.files[0]).toMatchObject({
      documentType: 'invoice',
      client: { id: beta.id, name: 'Beta' },
      project: null,
      uploadedAt: '2026-01-03T10:00:00.000Z',
    });
    expect(all.body.files[1]!.project).toEqual({ id: site.id, projectName: 'Site' });
    expect(paged.body).toMatchObject({ total: 3, files: [{ filename: 'one.pdf' }] });
    expect(byClient.body.files.map((f) => f.filename)).toEqual(['two.pdf', 'one.pdf']);
    expect(byProject.body.files.map((f) => f.filename)).toEqual(['two.pdf']);
  });

  it('refuses a malformed client filter', async () => {
    expect((await server.get('/api/files?clientId=abc')).status).toBe(400);
  });
});

describe('GET /api/files/download/:id and DELETE /api/files/:id', () => {
  it('deletes the row and its bytes, then answers 404', async () => {
    const client = await createClient(server.db);
    const uploaded = await server.post<FileRecord>(
      '/api/files/upload',
      form({ clientId: client.id, documentType: 'general' }, { bytes: PDF_BYTES, name: 'a.pdf' }),
    );

    const response = await server.delete(`/api/files/${uploaded.body.id}`);

    expect(response.status).toBe(204);
    expect(await storedKeys()).toEqual([]);
    expect((await server.get(`/api/files/download/${uploaded.body.id}`)).status).toBe(404);
    expect((await server.delete(`/api/files/${uploaded.body.id}`)).status).toBe(404);
    const summaries = (await server.db('activity').orderBy('created_at')).map((row) => row.summary);
    expect(summaries).toEqual(['Created file a.pdf', 'Deleted file a.pdf']);
  });

  it('answers 404 for unknown and malformed ids, for an expense file, and when the bytes are missing', async () => {
    const client = await createClient(server.db);
    const expenseFile = await createFileRow(server.db);
    const bytesMissing = await createFileRow(server.db, { client_id: client.id });

    for (const path of [
      '/api/files/download/00000000-0000-4000-8000-000000000000',
      '/api/files/download/nope',
      `/api/files/download/${expenseFile.id}`,
      `/api/files/download/${bytesMissing.id}`,
    ]) {
      const response = await server.get<ErrorBody>(path);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('File not found');
    }
    expect((await server.delete(`/api/files/${expenseFile.id}`)).status).toBe(404);
  });
});
