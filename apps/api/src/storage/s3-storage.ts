import { pipeline, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ByteCounter } from './byte-counter';
import {
  assertStorageKey,
  isStorageKey,
  StoredFileMissingError,
  type FileStorage,
  type StoredObject,
} from './file-storage';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2...); absent for AWS itself. */
  endpoint: string | undefined;
  /** Absent: the SDK's default chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted stores need it. */
  forcePathStyle: boolean;
};

/** S3's smallest multipart part: an upload of unknown length holds at most this much in memory. */
export const MULTIPART_PART_BYTES = 5 * 1024 * 1024;

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  // A missing bucket is a configuration error, not a missing file.
  return (
    (status === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound') &&
    error.name !== 'NoSuchBucket'
  );
}

/**
 * Stores bytes as objects in one bucket of any S3-compatible store, so several API processes
 * on different machines share them. Bytes stream through: a put of known length is one
 * streamed PutObject; of unknown length, a multipart upload holding one 5 MB part at a time.
 * Either way S3 makes the object visible only once complete, so a reader never sees half a file.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage & { close(): void } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: the default CRC32 trailer sends streamed bodies
    // aws-chunked, which several S3-compatible stores do not understand and would store as is.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  function objectKey(key: string): string {
    assertStorageKey(key);
    return key;
  }

  return {
    async put(key, stream, { contentType, sizeBytes }) {
      const Key = objectKey(key);
      const counter = new ByteCounter();
      // A failing source aborts the request (a half-sent body would otherwise wait for the
      // rest forever), and S3 keeps nothing of an aborted put.
      const abort = new AbortController();
      let sourceError: Error | undefined;
      pipeline(stream, counter, (error) => {
        if (!error) return;
        sourceError = error;
        abort.abort(error);
      });
      try {
        if (sizeBytes !== undefined) {
          const put = new PutObjectCommand({
            Bucket,
            Key,
            Body: counter,
            ContentLength: sizeBytes,
            ContentType: contentType,
          });
          await client.send(put, { abortSignal: abort.signal });
        } else {
          const upload = new Upload({
            client,
            params: { Bucket, Key, Body: counter, ContentType: contentType },
            partSize: MULTIPART_PART_BYTES,
            queueSize: 1,
            leavePartsOnError: false,
            abortController: abort,
          });
          await upload.done();
        }
      } catch (error) {
        // The store failed first: stop reading the source (and release its file handle).
        counter.destroy();
        throw sourceError ?? error;
      }
      if (sourceError) throw sourceError;
      return { sizeBytes: counter.bytes };
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a key that holds nothing.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async *list(): AsyncGenerator<StoredObject> {
      // A multipart upload in progress is no object yet, so it is never listed.
      for await (const page of paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          const { Key: key, LastModified: modifiedAt } = object;
          if (key === undefined || modifiedAt === undefined || !isStorageKey(key)) continue;
          yield { key, modifiedAt };
        }
      }
    },

    close() {
      client.destroy();
    },
  };
}
