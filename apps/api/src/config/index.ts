export { ConfigError, loadConfig } from './config';
export type { AppConfig } from './config';
export { APP_VERSION } from './version';
export { DEFAULT_AUTH_CONFIG } from './auth-config';
export type { AuthConfig, CookieSecureMode } from './auth-config';
export type { StorageConfig } from './storage-config';
