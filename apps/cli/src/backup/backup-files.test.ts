import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFileName } from '@crm/domain';
import { freeBackupPath, parseBackupName } from './backup-file-name';
import { rotateBackups } from './rotate-backups';

describe('backup file names', () => {
  it('uses the Europe/London wall clock, in summer time too', () => {
    expect(backupFileName(new Date('2026-01-05T14:30:00Z'))).toBe(
      'crm-backup-2026-01-05-143000.json',
    );
    expect(backupFileName(new Date('2026-07-01T23:15:09Z'))).toBe(
      'crm-backup-2026-07-02-001509.json',
    );
  });

  it('recognises only crm-backup-YYYY-MM-DD-HHMMSS[-N].json', () => {
    expect(parseBackupName('crm-backup-2026-01-05-143000.json')).toMatchObject({
      stamp: '2026-01-05-143000',
      sequence: 1,
    });
    expect(parseBackupName('crm-backup-2026-01-05-143000-3.json')).toMatchObject({ sequence: 3 });
    expect(parseBackupName('crm-backup-latest.json')).toBeNull();
    expect(parseBackupName('notes.json')).toBeNull();
  });

  it('never picks the name of an existing backup', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crm-names-'));
    const name = 'crm-backup-2026-01-05-143000.json';
    expect(await freeBackupPath(dir, name)).toBe(join(dir, name));
    await writeFile(join(dir, name), '{}');
    expect(await freeBackupPath(dir, name)).toBe(join(dir, 'crm-backup-2026-01-05-143000-2.json'));
  });
});

describe('rotateBackups', () => {
  it('keeps the newest N backups by the time in their name and leaves other files alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crm-rotate-'));
    const names = [
      'crm-backup-2026-01-03-020000.json',
      'crm-backup-2026-01-01-020000.json',
      'crm-backup-2026-01-02-020000.json',
      'crm-backup-2026-01-03-020000-2.json',
      'notes.txt',
      'crm-backup-manual.json',
    ];
    for (const name of names) await writeFile(join(dir, name), '{}');
    const deleted = await rotateBackups(dir, 2);
    expect(deleted.map((path) => path.slice(dir.length + 1)).sort()).toEqual([
      'crm-backup-2026-01-01-020000.json',
      'crm-backup-2026-01-02-020000.json',
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      'crm-backup-2026-01-03-020000-2.json',
      'crm-backup-2026-01-03-020000.json',
      'crm-backup-manual.json',
      'notes.txt',
    ]);
  });
});
