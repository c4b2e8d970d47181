import type { StorageConfig } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/** The configured driver; close() releases its connections (a no-op on local disk). */
export function createStorage(config: StorageConfig): FileStorage & { close(): void } {
  if (config.kind === 's3') return createS3Storage(config);
  return { ...createLocalStorage(config.dir), close: () => undefined };
}
