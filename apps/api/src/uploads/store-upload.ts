import { createReadStream } from 'node:fs';
import { UPLOAD_ROW_DEADLINE_MS } from '../config/orphan-sweep-config';
import { newStorageKey, type FileStorage } from '../storage';
import type { StagedUpload } from './staged-upload';

/** Moves a checked upload into file storage under a fresh key; returns the key. */
export async function storeUpload(storage: FileStorage, upload: StagedUpload): Promise<string> {
  const key = newStorageKey();
  await storage.put(key, createReadStream(upload.tempPath), {
    contentType: upload.contentType,
    sizeBytes: upload.sizeBytes,
  });
  return key;
}

/** Called last in the transaction that writes an upload's rows (see withStoredUpload). */
export type BeforeCommit = () => void;

export class UploadTooSlowError extends Error {
  constructor() {
    super(`The upload's rows were not written within ${UPLOAD_ROW_DEADLINE_MS} ms of its bytes`);
    this.name = 'UploadTooSlowError';
  }
}

/**
 * Stores the upload, then runs `write` (the rows that point at the bytes) with its key. When
 * `write` fails the bytes are removed again: no stored file is left without its row. If even
 * that removal fails, the caller still gets `write`'s error and the orphan sweep removes the
 * bytes later. `write` calls `beforeCommit` as its transaction's last step: it fails an upload
 * whose bytes have waited past UPLOAD_ROW_DEADLINE_MS, since the sweep may by then take them
 * for an orphan.
 */
export async function withStoredUpload<T>(
  storage: FileStorage,
  upload: StagedUpload,
  write: (storageKey: string, beforeCommit: BeforeCommit) => Promise<T>,
): Promise<T> {
  const startedAt = Date.now();
  const storageKey = await storeUpload(storage, upload);
  const beforeCommit = () => {
    if (Date.now() - startedAt > UPLOAD_ROW_DEADLINE_MS) throw new UploadTooSlowError();
  };
  try {
    return await write(storageKey, beforeCommit);
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
