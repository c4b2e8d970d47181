export { createKeyring, KeyringError, secretKeyFromHex, SECRET_KEY_PATTERN } from './keyring';
export type { Keyring, SecretKey } from './keyring';
export { createSecretBox, SecretBoxError } from './secret-box';
export type { SecretBox } from './secret-box';
export { addKeyToFile, KEY_FILE_NAME, loadKeyring, newSecretKeyHex } from './key-file';
export type { LoadedKeyring } from './key-file';
export { reencryptAllSecrets } from './reencrypt-secrets';
export type { ReencryptResult } from './reencrypt-secrets';
export { SECRET_COLUMNS } from './secret-columns';
