import { access } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The names backupFileName (@crm/domain) gives, 'crm-backup-2026-01-05-143000.json', with '-2',
 * '-3' when a second backup lands in the same second.
 */
const BACKUP_NAME = /^crm-backup-(\d{4}-\d{2}-\d{2}-\d{6})(?:-(\d+))?\.json$/;

export type BackupName = { name: string; stamp: string; sequence: number };

export function parseBackupName(name: string): BackupName | null {
  const match = BACKUP_NAME.exec(name);
  if (!match?.[1]) return null;
  return { name, stamp: match[1], sequence: match[2] ? Number(match[2]) : 1 };
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** `name` in `dir`, or the first free 'crm-backup-...-N.json' beside it: a backup never replaces another. */
export async function freeBackupPath(dir: string, name: string): Promise<string> {
  const parsed = parseBackupName(name);
  if (!(await exists(join(dir, name))) || !parsed) return join(dir, name);
  for (let sequence = 2; ; sequence += 1) {
    const candidate = join(dir, `crm-backup-${parsed.stamp}-${sequence}.json`);
    if (!(await exists(candidate))) return candidate;
  }
}
