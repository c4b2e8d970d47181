import { join } from 'node:path';
import { z } from 'zod';
import type { S3StorageConfig } from '../storage/s3-storage';

/** Where uploaded bytes live: the data folder's files/ (one machine, or a shared volume), or S3. */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageConfig);

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankToUndefined, schema.optional());

/** The variables, merged into the server's one environment schema. */
export const STORAGE_ENV_SHAPE = {
  CRM_STORAGE: z.preprocess(blankToUndefined, z.enum(['local', 's3']).default('local')),
  CRM_S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
      ),
  ),
  CRM_S3_ENDPOINT: optional(
    z
      .string()
      .trim()
      .regex(/^https?:\/\/[^\s/]+/, 'must be an http:// or https:// address'),
  ),
  CRM_S3_REGION: z.preprocess(blankToUndefined, z.string().trim().default('us-east-1')),
  CRM_S3_ACCESS_KEY_ID: optional(z.string().trim()),
  CRM_S3_SECRET_ACCESS_KEY: optional(z.string()),
  CRM_S3_FORCE_PATH_STYLE: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false', '1', '0']).default('false'),
  ),
};

type StorageEnv = z.output<z.ZodObject<typeof STORAGE_ENV_SHAPE>>;

/** Cross-variable checks; each issue names its variable. */
export function refineStorageEnv(values: StorageEnv, ctx: z.RefinementCtx): void {
  if (values.CRM_STORAGE !== 's3') return;
  if (values.CRM_S3_BUCKET === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['CRM_S3_BUCKET'],
      message: 'is required when CRM_STORAGE is s3',
    });
  const { CRM_S3_ACCESS_KEY_ID: id, CRM_S3_SECRET_ACCESS_KEY: secret } = values;
  if (id !== undefined && secret === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['CRM_S3_SECRET_ACCESS_KEY'],
      message: 'is required when CRM_S3_ACCESS_KEY_ID is set',
    });
  }
  if (secret !== undefined && id === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['CRM_S3_ACCESS_KEY_ID'],
      message: 'is required when CRM_S3_SECRET_ACCESS_KEY is set',
    });
  }
}

export function storageConfigFrom(values: StorageEnv, dataDir: string): StorageConfig {
  if (values.CRM_STORAGE === 'local' || values.CRM_S3_BUCKET === undefined)
    return { kind: 'local', dir: join(dataDir, 'files') };
  const { CRM_S3_ACCESS_KEY_ID: accessKeyId, CRM_S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  return {
    kind: 's3',
    bucket: values.CRM_S3_BUCKET,
    region: values.CRM_S3_REGION,
    endpoint: values.CRM_S3_ENDPOINT,
    // Neither set: the SDK's own chain (AWS_* variables, instance or task role).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle:
      values.CRM_S3_FORCE_PATH_STYLE === 'true' || values.CRM_S3_FORCE_PATH_STYLE === '1',
  };
}
