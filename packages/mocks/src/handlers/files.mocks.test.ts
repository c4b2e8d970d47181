import type { FileRecord } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { call, useMockApi } from '../test/mock-api';

const api = useMockApi();
type List = { files: FileRecord[]; total: number };

function form(fields: Record<string, string>, file?: File): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  if (file) data.set('file', file);
  return data;
}

describe('files', () => {
  it('lists client documents and library files (not expense files), newest first, with client and project', async () => {
    const db = api.fresh();
    const { files, total } = (await call('GET', '/api/files?page=1&limit=20')).body as List;
    expect(total).toBe(db.files.filter((f) => f.clientId !== null).length);
    expect(files.every((f) => f.client !== null)).toBe(true);
    expect(files[0]?.filename).toBe('Online shop quote.pdf');
    const client = db.clients[0]!;
    const own = (await call('GET', `/api/files?clientId=${client.id}&limit=1000`)).body as List;
    expect(own.files.map((f) => f.filename).sort()).toEqual([
      'Brand guidelines.pdf',
      'Homepage wireframe.png',
      'Website redesign quote.pdf',
    ]);
  });

  it('accepts an upload and serves it back under its original name', async () => {
    const db = api.fresh();
    const client = db.clients[3]!;
    const file = new File(['Treatment room plan'], 'Été plan.txt', { type: 'text/plain' });
    const created = await call(
      'POST',
      '/api/files/upload',
      form({ clientId: client.id, documentType: 'quote' }, file),
    );
    expect(created).toMatchObject({
      status: 201,
      body: {
        filename: 'Été plan.txt',
        documentType: 'quote',
        sizeBytes: 19,
        contentType: 'text/plain',
        client: { name: 'Isla Campbell' },
      },
    });
    const id = (created.body as FileRecord).id;
    const download = await call('GET', `/api/files/download/${id}`);
    expect(download.body).toBe('Treatment room plan');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="?t? plan.txt"; filename*=UTF-8''%C3%89t%C3%A9%20plan.txt`,
    );
    expect(download.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('words a missing file as each dialog does, and refuses other types', async () => {
    const db = api.fresh();
    const before = db.files.length;
    const clientId = db.clients[0]!.id;
    expect(
      await call('POST', '/api/files/upload', form({ clientId, documentType: 'general' })),
    ).toMatchObject({
      status: 400,
      body: {
        message: 'Please select a file to upload',
        errors: [{ path: 'file', message: 'Please select a file to upload' }],
      },
    });
    expect(await call('POST', '/api/files/upload', form({ clientId }))).toMatchObject({
      status: 400,
      body: { message: 'Please select a file and client' },
    });
    const exe = new File(['MZ'], 'setup.exe');
    expect(await call('POST', '/api/files/upload', form({ clientId }, exe))).toMatchObject({
      status: 415,
      body: {
        message: 'File type not accepted. Please upload PDF, DOCX, DOC, TXT, PNG, JPG or JPEG',
      },
    });
    const noClient = await call('POST', '/api/files/upload', form({}, new File(['x'], 'a.txt')));
    expect(noClient).toMatchObject({
      status: 400,
      body: { message: 'Please select a file and client' },
    });
    expect(db.files).toHaveLength(before);
  });

  it('refuses a project of another client and changes nothing', async () => {
    const db = api.fresh();
    const before = db.files.length;
    const other = db.projects.find((p) => p.clientId !== db.clients[0]!.id)!;
    const answer = await call(
      'POST',
      '/api/files/upload',
      form({ clientId: db.clients[0]!.id, projectId: other.id }, new File(['x'], 'a.txt')),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { message: "Project must belong to the file's client" },
    });
    expect(db.files).toHaveLength(before);
  });

  it('deletes a file', async () => {
    const db = api.fresh();
    const file = db.files.find((f) => f.clientId !== null)!;
    expect((await call('DELETE', `/api/files/${file.id}`)).status).toBe(204);
    expect(await call('GET', `/api/files/download/${file.id}`)).toMatchObject({
      status: 404,
      body: { message: 'File not found' },
    });
  });
});
