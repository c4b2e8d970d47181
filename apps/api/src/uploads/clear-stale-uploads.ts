import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * How old an upload temp file must be before start-up removes it. Not zero: API processes
 * sharing one data folder share this folder too, and another process may be receiving a file
 * right now (an upload being written keeps its file's mtime fresh; the server drops requests
 * after 5 minutes).
 */
export const STALE_UPLOAD_AGE_MS = 15 * 60 * 1000;

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Removes upload temp files left behind by a process that stopped mid-upload (a crash or a
 * kill skips the route's own clean-up). Returns how many were removed; a missing folder is fine.
 */
export async function clearStaleUploads(
  dir: string,
  now: Date,
  maxAgeMs = STALE_UPLOAD_AGE_MS,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    try {
      const info = await stat(path);
      if (!info.isFile() || now.getTime() - info.mtimeMs < maxAgeMs) continue;
      await rm(path, { force: true });
      removed += 1;
    } catch (error) {
      // Another process finished with it (or cleared it) between the listing and now.
      if (!isMissing(error)) throw error;
    }
  }
  return removed;
}
