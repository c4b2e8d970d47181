import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, StoredFileMissingError, type FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { newStorageKey } from './storage-key';

let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'crm-storage-'));
  storage = createLocalStorage(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local disk storage', () => {
  it('stores bytes under the key, reports their size and reads them back', async () => {
    const key = newStorageKey();
    const result = await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), {
      contentType: 'text/plain',
    });

    expect(result).toEqual({ sizeBytes: 11 });
    expect(await storage.exists(key)).toBe(true);
    expect(await text(await storage.get(key))).toBe('hello world');
    expect(await readFile(join(root, key.slice(0, 2), key), 'utf8')).toBe('hello world');
  });

  it('leaves no temp file behind after a write', async () => {
    await storage.put(newStorageKey(), Readable.from([Buffer.from('x')]), { contentType: 'text/plain' });
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('keeps nothing when the incoming stream fails half way', async () => {
    const key = newStorageKey();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });

    await expect(storage.put(key, failing, { contentType: 'text/plain' })).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('deletes bytes, and deleting again is not an error', async () => {
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' });

    await storage.delete(key);
    await storage.delete(key);

    expect(await storage.exists(key)).toBe(false);
  });

  it('rejects reading a key that holds nothing with a typed error', async () => {
    await expect(storage.get(newStorageKey())).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it.each(['../../etc/passwd', 'a/b/cdefghij', 'report.pdf', '', '..', 'short'])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );
});
