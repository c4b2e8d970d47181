export {
  assertStorageKey,
  InvalidStorageKeyError,
  isStorageKey,
  StoredFileMissingError,
  type FileStorage,
  type StoredObject,
} from './file-storage';
export { createLocalStorage } from './local-storage';
export { createS3Storage, type S3StorageConfig } from './s3-storage';
export { createStorage } from './create-storage';
export { newStorageKey } from './storage-key';
export { removeStoredBytes, type StoredBytesRemoval } from './remove-stored-bytes';
