import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStaleUploads, STALE_UPLOAD_AGE_MS } from './clear-stale-uploads';
import { uploadTmpDir } from './upload-tmp-dir';

const NOW = new Date('2026-03-15T12:00:00Z');
let dataDir: string;
let dir: string;

async function tempFile(name: string, modified: Date): Promise<void> {
  await writeFile(join(dir, name), 'partial upload');
  await utimes(join(dir, name), modified, modified);
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'crm-uploads-'));
  dir = uploadTmpDir(dataDir);
  await mkdir(dir, { recursive: true });
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('clearStaleUploads', () => {
  it('removes temp files left from before, and keeps ones another process may still be writing', async () => {
    await tempFile('left-by-a-crash', new Date(NOW.getTime() - 2 * 24 * 3600 * 1000));
    await tempFile('just-old-enough', new Date(NOW.getTime() - STALE_UPLOAD_AGE_MS));
    await tempFile('being-received', new Date(NOW.getTime() - 1000));

    expect(await clearStaleUploads(dir, NOW)).toBe(2);
    expect(await readdir(dir)).toEqual(['being-received']);
  });

  it('leaves folders alone and is fine when there is no folder yet', async () => {
    await mkdir(join(dir, 'nested'));
    expect(await clearStaleUploads(dir, new Date(NOW.getTime() + 365 * 24 * 3600 * 1000))).toBe(0);
    expect(await readdir(dir)).toEqual(['nested']);
    expect(await clearStaleUploads(join(dataDir, 'nothing-here'), NOW)).toBe(0);
  });
});
