// Secrets at rest and in transit, shared by the API and the tools that seed and benchmark it:
// the keyring and its key file, AES-256-GCM boxes for stored credentials, password hashing
// and random tokens (sessions, API tokens).
export { createKeyring, KeyringError, secretKeyFromHex, SECRET_KEY_PATTERN } from './keyring';
export type { Keyring, SecretKey } from './keyring';
export { createSecretBox, SecretBoxError } from './secret-box';
export type { SecretBox } from './secret-box';
export { addKeyToFile, KEY_FILE_NAME, loadKeyring, newSecretKeyHex } from './key-file';
export type { LoadedKeyring } from './key-file';
export { hashPassword, needsRehash, PASSWORD_HASH_OPTIONS, verifyPassword } from './password-hash';
export { hashToken, newRandomToken } from './random-token';
