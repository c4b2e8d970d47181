import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatForExtension, matchesMagic } from './file-signatures';
import { isPlainUtf8Text } from './text-check';

describe('matchesMagic', () => {
  it.each([
    ['pdf', Buffer.from('%PDF-1.7\n')],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0])],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe1])],
    ['docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14])],
    ['doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  ])('accepts a real %s header', (extension, head) => {
    expect(matchesMagic(formatForExtension(extension)!, head)).toBe(true);
  });

  it('refuses a Windows executable renamed to .pdf', () => {
    expect(matchesMagic(formatForExtension('pdf')!, Buffer.from('MZ\x90\x00', 'latin1'))).toBe(
      false,
    );
  });

  it('refuses a file shorter than the signature', () => {
    expect(matchesMagic(formatForExtension('png')!, Buffer.from([0x89, 0x50]))).toBe(false);
  });

  it('has no format for executables', () => {
    expect(formatForExtension('exe')).toBeNull();
  });
});

describe('isPlainUtf8Text', () => {
  const chunks = (...parts: Buffer[]) => Readable.from(parts);

  it('accepts UTF-8 text, including a character split across chunks', async () => {
    const pound = Buffer.from('£', 'utf8');
    expect(
      await isPlainUtf8Text(
        chunks(Buffer.from('Total '), pound.subarray(0, 1), pound.subarray(1), Buffer.from('5')),
      ),
    ).toBe(true);
  });

  it('refuses a NUL byte', async () => {
    expect(await isPlainUtf8Text(chunks(Buffer.from('abc\u0000def')))).toBe(false);
  });

  it('refuses invalid UTF-8', async () => {
    expect(await isPlainUtf8Text(chunks(Buffer.from([0x66, 0xff, 0xfe])))).toBe(false);
  });

  it('refuses a truncated multi-byte character at the end', async () => {
    expect(await isPlainUtf8Text(chunks(Buffer.from([0x61, 0xc2])))).toBe(false);
  });
});
