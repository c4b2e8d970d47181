import { readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../test/factories';
import { PDF_BYTES } from '../test/upload-fixtures';
import { useTestServer } from '../test/use-test-server';
import {
  FORM_INCOMPLETE_MESSAGE,
  FORM_NO_BOUNDARY_MESSAGE,
  FORM_PART_HEADER_MESSAGE,
} from './upload-messages';

type Answer = { status: number; body: { message?: string } };

const server = useTestServer();

beforeEach(async () => {
  await server.db('expenses').delete();
  await server.db('files').delete();
  await server.db('clients').delete();
  await rm(join(server.dataDir, 'files'), { recursive: true, force: true });
});

/** POSTs exactly these bytes (fetch would build its own well-formed body). */
function rawPost(path: string, contentType: string, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const headers = {
      ...server.authHeaders,
      'content-type': contentType,
      'content-length': body.length,
    };
    const req = request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const isJson = (res.headers['content-type'] ?? '').includes('application/json');
        resolve({
          status: res.statusCode ?? 0,
          body: isJson ? (JSON.parse(text) as Answer['body']) : {},
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function storedObjects(): Promise<string[]> {
  const root = join(server.dataDir, 'files');
  const shards = (await readdir(root).catch(() => [])).filter((name) => name !== '.tmp');
  return (await Promise.all(shards.map((shard) => readdir(join(root, shard))))).flat();
}

const BOUNDARY = 'crm-malformed-1234';

function textPart(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function filePartHead(extraHeader = ''): string {
  const disposition = 'Content-Disposition: form-data; name="file"; filename="a.pdf"';
  return `--${BOUNDARY}\r\n${disposition}\r\n${extraHeader}Content-Type: application/pdf\r\n\r\n`;
}

/** The form fields each route needs besides the file, so only the malformation is wrong. */
function fieldsFor(path: string, clientId: string): string {
  if (path === '/api/files/upload')
    return textPart('clientId', clientId) + textPart('documentType', 'general');
  const expense = {
    expenseType: 'receipt',
    allocation: 'hosting',
    invoiceDate: '2026-03-02',
    amount: '12.50',
    provider: 'Acme',
  };
  return Object.entries(expense)
    .map(([name, value]) => textPart(name, value))
    .join('');
}

type Case = { contentType: string; body: (fields: string) => Buffer; message: string };

const CASES: Record<string, Case> = {
  'no boundary': {
    contentType: 'multipart/form-data',
    body: (fields) => Buffer.from(fields + filePartHead()),
    message: FORM_NO_BOUNDARY_MESSAGE,
  },
  'a boundary that never appears': {
    contentType: 'multipart/form-data; boundary=never-sent-boundary',
    body: (fields) =>
      Buffer.concat([Buffer.from(fields + filePartHead()), PDF_BYTES, Buffer.from('\r\n')]),
    message: FORM_INCOMPLETE_MESSAGE,
  },
  'no closing boundary': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    // The file part is under way (a temp file is being written) when the body ends.
    body: (fields) => Buffer.concat([Buffer.from(fields + filePartHead()), PDF_BYTES]),
    message: FORM_INCOMPLETE_MESSAGE,
  },
  'a NUL byte in a part header': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: (fields) =>
      Buffer.concat([
        Buffer.from(fields + filePartHead('X-Note: a\u0000b\r\n')),
        PDF_BYTES,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    message: FORM_PART_HEADER_MESSAGE,
  },
};

describe.each(['/api/files/upload', '/api/expenses/upload'])(
  'malformed multipart bodies on %s',
  (path) => {
    it.each(Object.keys(CASES))(
      'answers 400 to %s, keeps nothing and goes on answering',
      async (name) => {
        const { contentType, body, message } = CASES[name]!;
        const client = await createClient(server.db);

        const answer = await rawPost(path, contentType, body(fieldsFor(path, client.id)));

        expect(answer).toEqual({ status: 400, body: { message, errors: [{ path: '', message }] } });
        expect(await server.db('files').count({ n: '*' })).toEqual([{ n: 0 }]);
        expect(await server.db('expenses').count({ n: '*' })).toEqual([{ n: 0 }]);
        expect(await storedObjects()).toEqual([]);
        expect(await readdir(join(server.dataDir, 'tmp', 'uploads')).catch(() => [])).toEqual([]);
        expect((await server.get('/api/health')).status).toBe(200);
      },
    );
  },
);
