import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { describeFileStorage } from './file-storage.suite';
import { createLocalStorage } from './local-storage';
import { newStorageKey } from './storage-key';

describeFileStorage('local disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'crm-storage-'));
  return {
    storage: createLocalStorage(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe('local disk storage on disk', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'crm-storage-'));
    storage = createLocalStorage(root);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps one file per key in a folder named by its first two characters', async () => {
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('hello world')]), {
      contentType: 'text/plain',
    });
    expect(await readFile(join(root, key.slice(0, 2), key), 'utf8')).toBe('hello world');
  });

  it('leaves no temp file behind after a write, or after a failed one', async () => {
    await storage.put(newStorageKey(), Readable.from([Buffer.from('x')]), {
      contentType: 'text/plain',
    });
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(
      storage.put(newStorageKey(), failing, { contentType: 'text/plain' }),
    ).rejects.toThrow('client went away');
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('lists only keyed files in their shard, not writes in progress or anything else', async () => {
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' });
    await mkdir(join(root, '.tmp'), { recursive: true });
    await writeFile(join(root, '.tmp', `${newStorageKey()}.0a1b2c`), 'half written');
    await writeFile(join(root, 'README.txt'), 'not ours');
    const misplaced = newStorageKey();
    await mkdir(join(root, 'zz'), { recursive: true });
    await writeFile(join(root, 'zz', misplaced), 'not in its shard');

    const listed: string[] = [];
    for await (const object of storage.list()) listed.push(object.key);

    expect(listed).toEqual([key]);
  });
});
