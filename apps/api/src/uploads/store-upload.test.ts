import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_ROW_DEADLINE_MS } from '../config';
import { createLocalStorage, type FileStorage } from '../storage';
import type { StagedUpload } from './staged-upload';
import { UploadTooSlowError, withStoredUpload } from './store-upload';

let dir: string;
let storage: FileStorage;
let upload: StagedUpload;

async function stored(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crm-store-upload-'));
  storage = createLocalStorage(join(dir, 'files'));
  await writeFile(join(dir, 'staged'), '%PDF-1.7');
  upload = {
    tempPath: join(dir, 'staged'),
    originalName: 'a.pdf',
    sizeBytes: 8,
    contentType: 'application/pdf',
  };
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('withStoredUpload', () => {
  it('keeps the bytes when the rows are written in time', async () => {
    const key = await withStoredUpload(storage, upload, async (storageKey, beforeCommit) => {
      beforeCommit();
      return storageKey;
    });
    expect(await stored()).toEqual([key]);
  });

  it('fails an upload whose rows come after the deadline, and removes its bytes', async () => {
    const write = withStoredUpload(storage, upload, async (_key, beforeCommit) => {
      const later = Date.now() + UPLOAD_ROW_DEADLINE_MS + 1;
      vi.spyOn(Date, 'now').mockReturnValue(later);
      beforeCommit();
    });
    await expect(write).rejects.toBeInstanceOf(UploadTooSlowError);
    expect(await stored()).toEqual([]);
  });

  it("answers the rows' error even when removing the bytes fails too", async () => {
    const failingDelete = { ...storage, delete: () => Promise.reject(new Error('store down')) };
    const write = withStoredUpload(failingDelete, upload, () =>
      Promise.reject(new Error('row refused')),
    );
    await expect(write).rejects.toThrow('row refused');
  });
});
