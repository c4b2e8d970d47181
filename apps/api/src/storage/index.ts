export {
  assertStorageKey,
  InvalidStorageKeyError,
  StoredFileMissingError,
  type FileStorage,
} from './file-storage';
export { createLocalStorage } from './local-storage';
export { newStorageKey } from './storage-key';
