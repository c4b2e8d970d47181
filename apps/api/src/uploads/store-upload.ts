import { createReadStream } from 'node:fs';
import { newStorageKey, type FileStorage } from '../storage';
import type { StagedUpload } from './staged-upload';

/** Moves a checked upload into file storage under a fresh key; returns the key. */
export async function storeUpload(storage: FileStorage, upload: StagedUpload): Promise<string> {
  const key = newStorageKey();
  await storage.put(key, createReadStream(upload.tempPath), { contentType: upload.contentType, sizeBytes: upload.sizeBytes });
  return key;
}
