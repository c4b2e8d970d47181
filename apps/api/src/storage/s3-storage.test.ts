import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { describeFileStorage } from './file-storage.suite';
import { createS3Storage } from './s3-storage';
import { startTestS3 } from '../test/s3-test-server';

// The same suite as local disk, against an S3-compatible server in this process (s3rver),
// which checks each request's access key as S3 does.
describeFileStorage('S3', async () => {
  const s3 = await startTestS3();
  const storage = createS3Storage(s3.config);
  return {
    storage,
    close: async () => {
      storage.close();
      await s3.close();
    },
  };
});

describe('S3 storage', () => {
  it('refuses to store with unknown credentials', async () => {
    const s3 = await startTestS3();
    const storage = createS3Storage({
      ...s3.config,
      credentials: { accessKeyId: 'nobody', secretAccessKey: 'S3RVER' },
    });
    try {
      await expect(
        storage.put('aaaaaaaa-0000', Readable.from([Buffer.from('x')]), {
          contentType: 'text/plain',
          sizeBytes: 1,
        }),
      ).rejects.toThrow(/access key/i);
    } finally {
      storage.close();
      await s3.close();
    }
  });

  it('answers a missing bucket as an error', async () => {
    const s3 = await startTestS3();
    const storage = createS3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      await expect(storage.delete('aaaaaaaa-0000')).rejects.toThrow(/bucket/i);
    } finally {
      storage.close();
      await s3.close();
    }
  });
});
