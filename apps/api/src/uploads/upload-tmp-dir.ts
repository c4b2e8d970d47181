import { join } from 'node:path';

/** Uploads wait here while they are checked: inside the data folder, never a served one. */
export function uploadTmpDir(dataDir: string): string {
  return join(dataDir, 'tmp', 'uploads');
}
