import { describe, expect, it } from 'vitest';
import { detectImportDelimiter, detectImportEncoding, hasUtf8Bom } from './import-encoding.rules';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('detectImportEncoding', () => {
  it('takes UTF-8, with or without its byte order mark', () => {
    expect(detectImportEncoding(utf8('Name,Price\nAcme,£12.00\n'))).toBe('utf-8');
    const withBom = bytes(0xef, 0xbb, 0xbf, ...utf8('Name\n'));
    expect(hasUtf8Bom(withBom)).toBe(true);
    expect(detectImportEncoding(withBom)).toBe('utf-8');
  });

  it('takes Windows-1252 when the bytes are not UTF-8 (Excel’s plain CSV, £ as 0xA3)', () => {
    const excel = bytes(...utf8('Name,Price\nAcme,'), 0xa3, ...utf8('12.00\n'));
    expect(detectImportEncoding(excel)).toBe('windows-1252');
    expect(new TextDecoder('windows-1252').decode(excel)).toContain('£12.00');
  });

  it('does not count a character cut at the end of the sample against UTF-8', () => {
    const pound = utf8('£');
    expect(detectImportEncoding(bytes(...utf8('Price,'), pound[0]!))).toBe('utf-8');
  });
});

describe('detectImportDelimiter', () => {
  it('takes a semicolon when it separates more fields than the comma', () => {
    expect(detectImportDelimiter('Name,Email,Phone')).toBe(',');
    expect(detectImportDelimiter('Name;Email;Phone')).toBe(';');
    expect(detectImportDelimiter('"Smith, Ann";Email;Phone')).toBe(';');
    expect(detectImportDelimiter('"a;b;c",d')).toBe(',');
    expect(detectImportDelimiter('Name')).toBe(',');
  });
});
