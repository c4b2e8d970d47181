import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseBackupName, type BackupName } from './backup-file-name';

const newestFirst = (a: BackupName, b: BackupName) =>
  b.stamp.localeCompare(a.stamp) || b.sequence - a.sequence;

/**
 * Deletes all but the newest `keep` crm-backup-YYYY-MM-DD-HHMMSS.json files in `dir` (newest by
 * the time in the name, so copying files around does not change which survive). Other files
 * are never touched. Answers the deleted paths.
 */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const backups = entries
    .filter((entry) => entry.isFile())
    .map((entry) => parseBackupName(entry.name))
    .filter((parsed): parsed is BackupName => parsed !== null)
    .sort(newestFirst);
  const doomed = backups.slice(keep).map((backup) => join(dir, backup.name));
  for (const path of doomed) await rm(path, { force: true });
  return doomed;
}
