import type { Readable } from 'node:stream';

/** One stored object as a listing reports it. */
export type StoredObject = {
  key: string;
  /** When its bytes were written (S3: LastModified, to the second; local disk: mtime). */
  modifiedAt: Date;
};

/** Where uploaded bytes live. Keys are generated ids, never user-supplied names. */
export type FileStorage = {
  /**
   * Stores the stream's bytes under the key, streaming, never holding the whole file. Give
   * sizeBytes when it is known: some stores can then send it in one request.
   */
  put(
    key: string,
    stream: Readable,
    opts: { contentType: string; sizeBytes?: number },
  ): Promise<{ sizeBytes: number }>;
  /** Rejects with StoredFileMissingError when nothing is stored under the key. */
  get(key: string): Promise<Readable>;
  /** Deleting a key that holds nothing is not an error (deletes are retried after commits). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Every stored object, in no set order, streamed (a store may hold millions). Only complete
   * objects under valid keys: never a write in progress, never anything else the folder or
   * bucket holds. For the orphan sweep, which removes bytes no row points at.
   */
  list(): AsyncIterable<StoredObject>;
};

export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under key ${key}`);
    this.name = 'StoredFileMissingError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super('Invalid storage key');
    this.name = 'InvalidStorageKeyError';
  }
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{7,127}$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Keys become file names, so only a safe alphabet is allowed (no dots, no slashes). */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new InvalidStorageKeyError(key);
}
