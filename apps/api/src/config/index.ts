export { ConfigError, loadConfig } from './config';
export type { AppConfig } from './config';
export { APP_VERSION } from './version';
