import { randomUUID, createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

type S3rverObject = {
  bucket: string;
  key: string;
  content: NodeJS.ReadableStream | Buffer;
  metadata: Record<string, string>;
};

/** The part of s3rver's filesystem store (lib/stores/filesystem.js) that stores an object. */
type S3rverStore = {
  getResourcePath(bucket: string, key: string, resource: 'object'): string;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
  putMetadata(
    bucket: string,
    key: string,
    metadata: Record<string, string>,
    md5: string,
  ): Promise<void>;
};

/**
 * S3 adds an object only once its whole body has arrived. s3rver creates the file as the body
 * starts and never finishes a request the client aborted, so a failed upload left a partial
 * object that HEAD then reported, depending on timing. Here the body goes to a part file that
 * is renamed into place only when complete, as S3 behaves.
 */
function storeObjectsWhole(store: S3rverStore): void {
  const storeBuffer = store.putObject.bind(store);
  store.putObject = async (object) => {
    if (Buffer.isBuffer(object.content)) return storeBuffer(object);
    const path = store.getResourcePath(object.bucket, object.key, 'object');
    const part = `${path}.${randomUUID()}.part`;
    await mkdir(dirname(path), { recursive: true });
    const md5 = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(object.content, measure, createWriteStream(part));
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
    await rename(part, path);
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}

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
  storeObjectsWhole((server as unknown as { store: S3rverStore }).store);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    config: {
      bucket: TEST_S3_BUCKET,
      region: 'eu-west-2',
      endpoint,
      credentials: { ...TEST_S3_CREDENTIALS },
      forcePathStyle: true,
    },
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
