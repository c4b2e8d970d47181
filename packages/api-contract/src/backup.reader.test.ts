import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backupChecksum, BACKUP_TABLES, backupTablesFor } from './backup.checksum';
import { BACKUP_VERSION } from './backup.contract';
import {
  BackupReadError,
  readBackupEvents,
  verifyBackupText,
  type BackupEvent,
} from './backup.reader';

const sha256 = () => createHash('sha256');
const FILE = {
  id: 'f1',
  storageKey: 'k1',
  contentBase64: Buffer.from('hello, world').toString('base64'),
};

function backup(version: number = BACKUP_VERSION) {
  const names = backupTablesFor(version);
  const tables: Record<string, Record<string, unknown>[]> = Object.fromEntries(
    names.map((table) => [table, []]),
  );
  tables['clients'] = [
    { id: 'c1', name: 'Acme, "Best" Ltd', notes: 'Line\nbreak {not a brace} ]' },
    { id: 'c2', name: 'Café ☕', notes: null, paid: true, amount: 12.5 },
  ];
  tables['files'] = [{ id: 'f1', storage_key: 'k1', size_bytes: 12, filename: 'a.txt' }];
  const document = {
    format: 'agency-crm-backup',
    version,
    createdAt: '2026-03-15T12:00:00.000Z',
    tables,
    counts: Object.fromEntries(names.map((table) => [table, tables[table]!.length])),
    files: [FILE],
    checksum: '',
  };
  return { ...document, checksum: backupChecksum(document, sha256) };
}

async function* inPieces(text: string, size: number): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

async function events(text: string, size: number): Promise<BackupEvent[]> {
  const all: BackupEvent[] = [];
  for await (const event of readBackupEvents(inPieces(text, size))) all.push(event);
  return all;
}

describe('readBackupEvents and verifyBackupText', () => {
  it('verify a version 1 backup, made before the business profile, as it was written', async () => {
    const document = backup(1);
    expect(Object.keys(document.tables)).not.toContain('business_profile');
    expect(BACKUP_TABLES).toContain('business_profile');
    expect(await verifyBackupText(inPieces(JSON.stringify(document), 64), sha256)).toEqual({
      counts: document.counts,
      files: 1,
    });
  });

  it("check the logo's bytes as a file of the business profile", async () => {
    const logo = {
      id: 'p1',
      storageKey: 'k2',
      contentBase64: Buffer.from('PNG!').toString('base64'),
    };
    const document = backup();
    document.tables['business_profile'] = [
      { id: 'p1', trading_name: 'Zoë Design', logo_storage_key: 'k2', logo_size_bytes: 4 },
    ];
    const withLogo = { ...document, counts: { ...document.counts, business_profile: 1 } };
    const complete = { ...withLogo, files: [FILE, logo], checksum: '' };
    complete.checksum = backupChecksum(complete, sha256);
    expect(await verifyBackupText(inPieces(JSON.stringify(complete), 64), sha256)).toMatchObject({
      files: 2,
    });
    const noLogo = { ...withLogo, files: [FILE], checksum: '' };
    noLogo.checksum = backupChecksum(noLogo, sha256);
    await expect(verifyBackupText(inPieces(JSON.stringify(noLogo), 64), sha256)).rejects.toThrow(
      'The bytes of the logo are missing',
    );
  });

  it('read the same rows and verify the checksum whatever the chunk size or layout', async () => {
    const document = backup();
    for (const text of [JSON.stringify(document), JSON.stringify(document, null, 2)]) {
      for (const size of [1, 3, 7, 64, 100_000]) {
        expect(await verifyBackupText(inPieces(text, size), sha256)).toEqual({
          counts: document.counts,
          files: 1,
        });
      }
    }
    const read = await events(JSON.stringify(document), 5);
    const rows = read.flatMap((event) => (event.kind === 'rows' ? event.rows : []));
    expect(rows).toEqual([...document.tables['clients']!, ...document.tables['files']!]);
    const base64 = read.map((event) => (event.kind === 'fileContent' ? event.base64 : '')).join('');
    expect(base64).toBe(FILE.contentBase64);
  });

  it('refuse a cut-short, changed or damaged document with the problem', async () => {
    const text = JSON.stringify(backup());
    const problem = async (changed: string) =>
      verifyBackupText(inPieces(changed, 16), sha256).then(
        () => null,
        (error: unknown) => (error instanceof BackupReadError ? error.message : String(error)),
      );
    expect(await problem(text.slice(0, -10))).toBe(
      'The backup is not valid JSON, or it is cut short',
    );
    expect(await problem(text.replace('Acme', 'Acne'))).toMatch(/checksum does not match/);
    expect(await problem(text.replace(FILE.contentBase64, 'aGVsbG8='))).toBe(
      'The bytes of file a.txt are damaged',
    );
    expect(await problem(text.replace('agency-crm-backup', 'other'))).toBe(
      'This is not an agency CRM backup',
    );
    expect(await problem(`${text} trailing`)).toBe(
      'The backup is not valid JSON, or it is cut short',
    );
  });
});
