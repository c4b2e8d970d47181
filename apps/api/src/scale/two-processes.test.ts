import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '@crm/db';
import type { FileRecord } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSecretKeyHex } from '@crm/secrets';
import { startTestS3, type TestS3 } from '../test/s3-test-server';
import { PDF_BYTES } from '../test/upload-fixtures';
import { startApiProcess, type ApiProcess } from './api-process';
import { DEFAULT_POSTGRES_URL, postgresTestProblem, shownUrl } from './postgres-server';

// Issue 8, "beyond one machine": the API keeps no state of its own, so two processes on one
// PostgreSQL database and one file store act as one server behind a load balancer.

const SERVER_URL = process.env['DATABASE_URL'] ?? DEFAULT_POSTGRES_URL;
const OWNER = { email: 'owner@scale.example', password: 'scale test password 1' };
const problem = await postgresTestProblem(SERVER_URL);

type Storage = 'a shared files folder' | 'an S3-compatible store';
type Answer = { status: number; headers: Headers; text: string };

async function call(
  api: ApiProcess,
  method: string,
  path: string,
  init: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = init.cookie ? { cookie: init.cookie } : {};
  let body: RequestInit['body'];
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await fetch(`${api.url}${path}`, { method, headers, body, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function sessionCookie(answer: Answer): string {
  const [pair = ''] = (answer.headers.getSetCookie()[0] ?? '').split(';');
  return pair;
}

if (problem !== null) {
  console.warn(
    `Skipping the two-process test: no PostgreSQL at ${shownUrl(SERVER_URL)} (${problem}). Start one or set DATABASE_URL.`,
  );
  describe('two API processes on one PostgreSQL', () => {
    it.skip(`needs PostgreSQL at ${shownUrl(SERVER_URL)} (set DATABASE_URL); not reachable: ${problem}`, () =>
      undefined);
  });
} else {
  describe.each<Storage>(['a shared files folder', 'an S3-compatible store'])(
    'two API processes on one PostgreSQL, files in %s',
    (storage) => {
      let database: ScratchDatabase;
      let s3: TestS3 | undefined;
      const dataDirs: string[] = [];
      let dirA: string;
      let a: ApiProcess;
      let b: ApiProcess;

      beforeAll(async () => {
        database = await createScratchDatabase(SERVER_URL, 'crm_scale_test');
        s3 = storage === 'an S3-compatible store' ? await startTestS3() : undefined;
        const shared = await mkdtemp(join(tmpdir(), 'crm-scale-'));
        dataDirs.push(shared);
        const common = {
          DATABASE_URL: database.url,
          CRM_SECRET_KEY: newSecretKeyHex(),
          CRM_ADMIN_EMAIL: OWNER.email,
          CRM_ADMIN_PASSWORD: OWNER.password,
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          ...s3?.env,
        };
        // With S3 each process has a data folder of its own: nothing is shared through the disk.
        const dataDirFor = async () => {
          if (!s3) return shared;
          const own = await mkdtemp(join(tmpdir(), 'crm-scale-'));
          dataDirs.push(own);
          return own;
        };
        dirA = await dataDirFor();
        const dirB = await dataDirFor();
        // Both at once, as replicas start: migrations and the owner account must not race.
        [a, b] = await Promise.all([
          startApiProcess({ ...common, CRM_DATA_DIR: dirA, HOME: dirA }),
          startApiProcess({ ...common, CRM_DATA_DIR: dirB, HOME: dirB }),
        ]);
      });

      afterAll(async () => {
        await Promise.all([a?.stop(), b?.stop()]);
        await s3?.close();
        await database?.drop();
        await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
      });

      it('signs in on A and is signed in on B with the same cookie; signing out on B ends it on A', async () => {
        const login = await call(a, 'POST', '/api/auth/login', { body: OWNER });
        expect(login.status).toBe(200);
        const cookie = sessionCookie(login);
        expect(cookie).toMatch(/^crm_session=.+/);

        const onB = await call(b, 'GET', '/api/auth/user', { cookie });
        expect(onB.status).toBe(200);
        expect(JSON.parse(onB.text)).toMatchObject({ email: OWNER.email });

        expect((await call(b, 'POST', '/api/logout', { cookie })).status).toBeLessThan(300);
        expect((await call(a, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
      });

      it('uploads a document on A and downloads the same bytes on B; deleting on B removes it for A', async () => {
        const cookie = sessionCookie(await call(a, 'POST', '/api/auth/login', { body: OWNER }));
        const client = await call(a, 'POST', '/api/clients', {
          cookie,
          body: { name: 'Scale Ltd' },
        });
        expect(client.status).toBe(201);
        const form = new FormData();
        form.set('clientId', (JSON.parse(client.text) as { id: string }).id);
        form.set('documentType', 'quote');
        form.set('file', new Blob([PDF_BYTES]), 'Quote 42.pdf');

        const upload = await call(a, 'POST', '/api/files/upload', { cookie, body: form });
        expect(upload.status, upload.text).toBe(201);
        const file = JSON.parse(upload.text) as FileRecord;

        const response = await fetch(`${b.url}/api/files/download/${file.id}`, {
          headers: { cookie },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-disposition')).toContain('Quote 42.pdf');
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES);

        if (s3) {
          // The bytes went to the store, not to A's disk.
          expect(await readdir(dirA)).not.toContain('files');
        }

        expect((await call(b, 'DELETE', `/api/files/${file.id}`, { cookie })).status).toBe(204);
        expect((await call(a, 'GET', `/api/files/download/${file.id}`, { cookie })).status).toBe(
          404,
        );
      });
    },
  );
}
