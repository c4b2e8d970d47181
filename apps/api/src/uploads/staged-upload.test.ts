import { describe, expect, it } from 'vitest';
import { cleanFilename } from './staged-upload';

describe('cleanFilename', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['  spaced name.pdf ', 'spaced name.pdf'],
    ['C:\\Users\\me\\secret.pdf', 'secret.pdf'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['line\r\nbreak\u0000.txt', 'linebreak.txt'],
    ['Résumé £.pdf', 'Résumé £.pdf'],
  ])('%j -> %j', (input, expected) => expect(cleanFilename(input)).toBe(expected));

  it('shortens a long name to 255 characters and keeps the extension', () => {
    const cleaned = cleanFilename(`${'a'.repeat(400)}.docx`);
    expect(cleaned).toHaveLength(255);
    expect(cleaned.endsWith('.docx')).toBe(true);
  });
});
