export {
  assertStorageKey,
  InvalidStorageKeyError,
  StoredFileMissingError,
  type FileStorage,
} from './file-storage';
export { createLocalStorage } from './local-storage';
export { createS3Storage, type S3StorageConfig } from './s3-storage';
export { createStorage } from './create-storage';
export { newStorageKey } from './storage-key';
