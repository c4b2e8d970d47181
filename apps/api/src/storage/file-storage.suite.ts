import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, StoredFileMissingError, type FileStorage } from './file-storage';
import { newStorageKey } from './storage-key';

export type OpenStorage = () => Promise<{ storage: FileStorage; close: () => Promise<void> }>;

/** A stream that gives some bytes, then fails, as a client that goes away mid-upload. */
function failingStream(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.from('partial'));
      this.destroy(new Error('client went away'));
    },
  });
}

/** Bytes no store could mistake for a repeated pattern, in chunks as a socket delivers them. */
function bytesOf(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  return bytes;
}

function chunked(bytes: Buffer, size = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += size)
        yield bytes.subarray(offset, offset + size);
    })(),
  );
}

/**
 * What every FileStorage driver must do, run against each of them (local disk, S3), so
 * switching drivers changes nothing the routes can see.
 */
export function describeFileStorage(name: string, open: OpenStorage): void {
  describe(`${name}: the FileStorage contract`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ storage, close } = await open());
    });

    afterAll(async () => {
      await close?.();
    });

    it.each([
      ['of unknown length', undefined],
      ['of known length', 11],
    ])(
      'stores a stream %s under the key, reports its size and reads it back',
      async (_label, sizeBytes) => {
        const key = newStorageKey();
        const result = await storage.put(
          key,
          Readable.from([Buffer.from('hello '), Buffer.from('world')]),
          { contentType: 'text/plain', sizeBytes },
        );

        expect(result).toEqual({ sizeBytes: 11 });
        expect(await storage.exists(key)).toBe(true);
        expect(await text(await storage.get(key))).toBe('hello world');
      },
    );

    it.each([
      ['of unknown length (several parts)', false],
      ['of known length', true],
    ])('streams a 12 MB file %s in and out byte for byte', async (_label, known) => {
      const key = newStorageKey();
      const bytes = bytesOf(12 * 1024 * 1024 + 123);
      const result = await storage.put(key, chunked(bytes), {
        contentType: 'application/pdf',
        sizeBytes: known ? bytes.length : undefined,
      });

      expect(result.sizeBytes).toBe(bytes.length);
      expect((await buffer(await storage.get(key))).equals(bytes)).toBe(true);
    });

    it('replaces what a key held when it is written again', async () => {
      const key = newStorageKey();
      await storage.put(key, Readable.from([Buffer.from('first')]), { contentType: 'text/plain' });
      await storage.put(key, Readable.from([Buffer.from('second')]), { contentType: 'text/plain' });
      expect(await text(await storage.get(key))).toBe('second');
    });

    it.each([
      ['of unknown length', undefined],
      ['of known length', 100],
    ])('keeps nothing when an incoming stream %s fails half way', async (_label, sizeBytes) => {
      const key = newStorageKey();
      await expect(
        storage.put(key, failingStream(), { contentType: 'text/plain', sizeBytes }),
      ).rejects.toThrow('client went away');
      expect(await storage.exists(key)).toBe(false);
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
      expect(await storage.exists(newStorageKey())).toBe(false);
    });

    it('lists each stored object with when it was written, and nothing deleted or failed', async () => {
      const written = [newStorageKey(), newStorageKey()];
      const deleted = newStorageKey();
      const failed = newStorageKey();
      // S3 keeps LastModified to the second.
      const before = Date.now() - 1000;
      for (const key of [...written, deleted]) {
        await storage.put(key, Readable.from([Buffer.from(key)]), { contentType: 'text/plain' });
      }
      await storage.delete(deleted);
      const putFailing = storage.put(failed, failingStream(), { contentType: 'text/plain' });
      await expect(putFailing).rejects.toThrow('client went away');
      const after = Date.now() + 1000;

      const listed = new Map<string, Date>();
      for await (const object of storage.list()) listed.set(object.key, object.modifiedAt);

      for (const key of written) {
        const modifiedAt = listed.get(key);
        expect(modifiedAt, key).toBeInstanceOf(Date);
        expect(modifiedAt!.getTime()).toBeGreaterThanOrEqual(before);
        expect(modifiedAt!.getTime()).toBeLessThanOrEqual(after);
      }
      expect(listed.has(deleted)).toBe(false);
      expect(listed.has(failed)).toBe(false);
    });

    it.each(['../../etc/passwd', 'a/b/cdefghij', 'report.pdf', '', '..', 'short'])(
      'refuses the unsafe key %j',
      async (key) => {
        await expect(
          storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' }),
        ).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      },
    );
  });
}
