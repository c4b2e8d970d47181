export { ConfigError, loadConfig } from './config';
export type { AppConfig } from './config';
export { APP_VERSION } from './version';
export { DEFAULT_AUTH_CONFIG } from './auth-config';
export type { AuthConfig, CookieSecureMode } from './auth-config';
export type { StorageConfig } from './storage-config';
export {
  DEFAULT_ORPHAN_SWEEP,
  DEFAULT_ORPHAN_SWEEP_MINUTES,
  ORPHAN_MIN_AGE_MS,
  orphanSweepConfigFrom,
  UPLOAD_ROW_DEADLINE_MS,
} from './orphan-sweep-config';
export type { OrphanSweepConfig } from './orphan-sweep-config';
export {
  DEFAULT_SCHEDULER,
  DEFAULT_SCHEDULER_INTERVAL_SECONDS,
  schedulerConfigFrom,
} from './scheduler-config';
export type { SchedulerConfig } from './scheduler-config';
