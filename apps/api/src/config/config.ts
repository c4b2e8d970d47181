import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MAIL_ENV_SHAPE, mailConfigFrom, type MailConfig } from './mail-config';
import { AUTH_ENV_SHAPE, authConfigFrom, refineAuthEnv, type AuthConfig } from './auth-config';
import {
  refineStorageEnv,
  STORAGE_ENV_SHAPE,
  storageConfigFrom,
  type StorageConfig,
} from './storage-config';
import {
  ORPHAN_SWEEP_ENV_SHAPE,
  orphanSweepConfigFrom,
  type OrphanSweepConfig,
} from './orphan-sweep-config';
import { SCHEDULER_ENV_SHAPE, schedulerConfigFrom, type SchedulerConfig } from './scheduler-config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

// One schema for every environment variable the server reads; names are the variables'.
const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(
      blankToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    CRM_DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
    LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).default('info')),
    CRM_WEB_DIST: z.preprocess(blankToUndefined, z.string().optional()),
    ...AUTH_ENV_SHAPE,
    ...STORAGE_ENV_SHAPE,
    ...ORPHAN_SWEEP_ENV_SHAPE,
    ...MAIL_ENV_SHAPE,
    ...SCHEDULER_ENV_SHAPE,
  })
  .superRefine(refineAuthEnv)
  .superRefine(refineStorageEnv);

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Holds pglite/ (embedded database) and files/ (uploaded bytes). */
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The built web app to serve at '/', or null when it has not been built. */
  webDistDir: string | null;
  /** Sign-in, sessions, cookies and the keys of stored secrets. */
  auth: AuthConfig;
  /** Where uploaded bytes live (local files/ in the data folder by default, or S3). */
  storage: StorageConfig;
  /** Removing stored bytes no row points at (absent: the defaults, as loadConfig gives). */
  orphanSweep?: OrphanSweepConfig;
  /** Where email goes (absent: no mail server, as without CRM_SMTP_URL). */
  mail?: MailConfig;
  /** Reminders and other timed work (absent: the defaults, as loadConfig gives). */
  scheduler?: SchedulerConfig;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const here = dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = resolve(here, '../../../web/dist');

/** Reads the environment; a bad value stops at once with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.CRM_DATA_DIR);
  const webDist = values.CRM_WEB_DIST ? resolve(values.CRM_WEB_DIST) : DEFAULT_WEB_DIST;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    logLevel: values.LOG_LEVEL,
    webDistDir: existsSync(join(webDist, 'index.html')) ? webDist : null,
    auth: authConfigFrom(values),
    storage: storageConfigFrom(values, dataDir),
    orphanSweep: orphanSweepConfigFrom(values),
    mail: mailConfigFrom(values),
    scheduler: schedulerConfigFrom(values),
  };
}
