import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../storage/s3-storage';

export const TEST_S3_BUCKET = 'crm-test';

/** s3rver's fixed credentials: it checks every request's signature against them. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type TestS3 = {
  endpoint: string;
  /** What createS3Storage needs to use it. */
  config: S3StorageConfig;
  /** The same, as the API's environment variables (for processes started by a test). */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** An S3-compatible server on a free port of 127.0.0.1, objects in a temp folder, one empty bucket. */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'crm-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_S3_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    config: { bucket: TEST_S3_BUCKET, region: 'eu-west-2', endpoint, credentials: { ...TEST_S3_CREDENTIALS }, forcePathStyle: true },
    env: {
      CRM_STORAGE: 's3',
      CRM_S3_BUCKET: TEST_S3_BUCKET,
      CRM_S3_ENDPOINT: endpoint,
      CRM_S3_REGION: 'eu-west-2',
      CRM_S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      CRM_S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
      CRM_S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
