export { reencryptAllSecrets } from './reencrypt-secrets';
export type { ReencryptResult } from './reencrypt-secrets';
export { SECRET_COLUMNS } from './secret-columns';
export { MissingSecretKeys } from './missing-secret-keys';
