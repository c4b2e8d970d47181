import type { Logger } from 'pino';
import type { FileStorage } from './file-storage';

/** What a write that deletes files needs besides the database: their bytes go too. */
export type StoredBytesRemoval = {
  storage: Pick<FileStorage, 'delete'>;
  log: Pick<Logger, 'warn'>;
};

/**
 * Removes the bytes of a file whose row is gone for good. A failure is logged and swallowed: it
 * leaves an orphan file, never a dangling row, and the delete the user asked for did happen.
 */
export async function removeStoredBytes(
  deps: StoredBytesRemoval,
  storageKey: string,
): Promise<void> {
  await deps.storage.delete(storageKey).catch((error: unknown) => {
    deps.log.warn({ err: error, storageKey }, 'could not delete stored file');
  });
}
