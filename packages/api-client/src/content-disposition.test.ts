import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';

describe('filenameFromContentDisposition', () => {
  it.each([
    [
      'attachment; filename="crm-backup-2026-01-05-093000.json"',
      'crm-backup-2026-01-05-093000.json',
    ],
    ['attachment; filename=clients.csv', 'clients.csv'],
    ['attachment; filename="Quote \\"final\\".pdf"', 'Quote "final".pdf'],
    [
      'attachment; filename="Devis ?t?.pdf"; filename*=UTF-8\'\'Devis%20%C3%A9t%C3%A9.pdf',
      'Devis été.pdf',
    ],
    ["attachment; filename*=utf-8''%E2%82%AC%20rates.txt", '€ rates.txt'],
    ["attachment; filename*=iso-8859-1'en'%A3%20rates.txt", '£ rates.txt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\Users\\\\x\\\\evil.exe"', 'evil.exe'],
  ])('%s -> %s', (header, expected) => {
    expect(filenameFromContentDisposition(header, 'fallback.bin')).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['attachment'],
    ['attachment; filename=""'],
    ["attachment; filename*=UTF-8''%E0%A4%A"],
  ])('falls back for %j', (header) => {
    expect(filenameFromContentDisposition(header, 'crm-backup.json')).toBe('crm-backup.json');
  });
});
