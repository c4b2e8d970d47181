import { describe, expect, it } from 'vitest';
import { backupFileName } from './backup-file-name.rules';

describe('backupFileName', () => {
  it('names a backup from the London wall clock in winter (GMT)', () => {
    expect(backupFileName(new Date('2026-01-05T14:30:00Z'))).toBe(
      'crm-backup-2026-01-05-143000.json',
    );
  });

  it('names a backup from the London wall clock in summer (BST), across midnight', () => {
    expect(backupFileName(new Date('2026-07-01T23:15:09Z'))).toBe(
      'crm-backup-2026-07-02-001509.json',
    );
  });

  it('writes midnight as 00, not 24', () => {
    expect(backupFileName(new Date('2026-03-15T00:00:05Z'))).toBe(
      'crm-backup-2026-03-15-000005.json',
    );
  });
});
