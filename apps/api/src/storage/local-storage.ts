import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  isStorageKey,
  StoredFileMissingError,
  type FileStorage,
  type StoredObject,
} from './file-storage';

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** The keyed files of rootDir's shard folders (.tmp, with writes in progress, is no shard). */
async function* listStored(rootDir: string): AsyncGenerator<StoredObject> {
  for (const shard of await namesIn(rootDir)) {
    if (shard.length !== 2) continue;
    for (const key of await namesIn(join(rootDir, shard))) {
      if (!isStorageKey(key) || !key.startsWith(shard)) continue;
      try {
        const info = await stat(join(rootDir, shard, key));
        if (info.isFile()) yield { key, modifiedAt: info.mtime };
      } catch (error) {
        // Deleted between the listing and now.
        if (!isMissing(error)) throw error;
      }
    }
  }
}

/**
 * Stores bytes on local disk under rootDir, one file per key, sharded by the key's first two
 * characters so no folder grows to millions of entries. Writes go to a temp file in the same
 * folder tree and are renamed into place, so a reader never sees a half-written file.
 */
export function createLocalStorage(rootDir: string): FileStorage {
  const tmpDir = join(rootDir, '.tmp');

  function pathOf(key: string): string {
    assertStorageKey(key);
    return join(rootDir, key.slice(0, 2), key);
  }

  return {
    async put(key, stream) {
      const finalPath = pathOf(key);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(join(rootDir, key.slice(0, 2)), { recursive: true });
      const tmpPath = join(tmpDir, `${key}.${randomBytes(6).toString('hex')}`);
      const out = createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(stream, out);
        await rename(tmpPath, finalPath);
      } catch (error) {
        await rm(tmpPath, { force: true });
        throw error;
      }
      return { sizeBytes: out.bytesWritten };
    },

    async get(key) {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    list() {
      return listStored(rootDir);
    },
  };
}
