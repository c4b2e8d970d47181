import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** The body of a download as a Node stream (an empty one when the server sent none). */
function bodyOf(response: Response): Readable {
  if (!response.body) return Readable.from([]);
  return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
}

function counter(onBytes: (bytes: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      onBytes(chunk.length);
      callback(null, chunk);
    },
  });
}

/** A hidden name beside `path`, on the same file system so the final rename is atomic. */
export function partialPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.part`);
}

/**
 * Streams a response body into a temporary file beside `path` and answers that file's path;
 * nothing is held in memory. The caller renames it into place (after any check) or deletes it.
 */
export async function streamToPartialFile(
  response: Response,
  path: string,
  onBytes: (bytes: number) => void,
): Promise<string> {
  const partial = partialPathFor(path);
  try {
    await pipeline(
      bodyOf(response),
      counter(onBytes),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    return partial;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Streams a response body to a file: written under a temporary name, then renamed into place. */
export async function streamToFile(
  response: Response,
  path: string,
  onBytes: (bytes: number) => void,
): Promise<void> {
  const partial = await streamToPartialFile(response, path, onBytes);
  try {
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Streams a response body to stdout without closing it. */
export async function streamToStdout(
  response: Response,
  stdout: Writable,
  onBytes: (bytes: number) => void,
): Promise<void> {
  try {
    await pipeline(bodyOf(response), counter(onBytes), stdout, { end: false });
  } catch (error) {
    // The reader closed the pipe early ('| head'): stop quietly.
    if ((error as NodeJS.ErrnoException).code !== 'EPIPE') throw error;
  }
}
