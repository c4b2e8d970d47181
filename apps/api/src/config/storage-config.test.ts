import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const S3 = { CRM_STORAGE: 's3', CRM_S3_BUCKET: 'crm-files' };

describe('file storage configuration', () => {
  it('keeps files in the data folder by default', () => {
    expect(loadConfig({ CRM_DATA_DIR: '/srv/crm' }).storage).toEqual({
      kind: 'local',
      dir: resolve('/srv/crm/files'),
    });
    expect(
      loadConfig({ CRM_DATA_DIR: '/srv/crm', CRM_STORAGE: '', CRM_S3_BUCKET: 'ignored' }).storage
        .kind,
    ).toBe('local');
  });

  it('reads an S3-compatible store from CRM_S3_* variables', () => {
    const config = loadConfig({
      ...S3,
      CRM_S3_ENDPOINT: 'http://minio:9000',
      CRM_S3_REGION: 'eu-west-2',
      CRM_S3_ACCESS_KEY_ID: 'crm',
      CRM_S3_SECRET_ACCESS_KEY: 'a secret',
      CRM_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'crm-files',
      region: 'eu-west-2',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'crm', secretAccessKey: 'a secret' },
      forcePathStyle: true,
    });
  });

  it('on AWS itself needs only the bucket: region us-east-1, the SDK finds credentials, virtual-host style', () => {
    expect(loadConfig(S3).storage).toEqual({
      kind: 's3',
      bucket: 'crm-files',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ CRM_STORAGE: 'ftp' }, 'CRM_STORAGE'],
    [{ CRM_STORAGE: 's3' }, 'CRM_S3_BUCKET: is required when CRM_STORAGE is s3'],
    [{ ...S3, CRM_S3_BUCKET: 'Not A Bucket' }, 'CRM_S3_BUCKET: must be a bucket name'],
    [
      { ...S3, CRM_S3_ENDPOINT: 'minio:9000' },
      'CRM_S3_ENDPOINT: must be an http:// or https:// address',
    ],
    [
      { ...S3, CRM_S3_ACCESS_KEY_ID: 'crm' },
      'CRM_S3_SECRET_ACCESS_KEY: is required when CRM_S3_ACCESS_KEY_ID is set',
    ],
    [
      { ...S3, CRM_S3_SECRET_ACCESS_KEY: 'a secret' },
      'CRM_S3_ACCESS_KEY_ID: is required when CRM_S3_SECRET_ACCESS_KEY is set',
    ],
    [{ ...S3, CRM_S3_FORCE_PATH_STYLE: 'yes' }, 'CRM_S3_FORCE_PATH_STYLE'],
  ])('stops on %j, naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${expected}`);
  });

  it('never repeats the secret in its messages', () => {
    expect(() =>
      loadConfig({ CRM_STORAGE: 's3', CRM_S3_SECRET_ACCESS_KEY: 'hunter2-secret' }),
    ).toThrow(/^(?!.*hunter2)/);
  });
});
