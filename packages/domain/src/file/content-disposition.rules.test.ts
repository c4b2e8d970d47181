import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './content-disposition.rules';

describe('attachmentHeader', () => {
  it('quotes a plain ASCII name', () => {
    expect(attachmentHeader('Quote 12.pdf')).toBe('attachment; filename="Quote 12.pdf"');
  });

  it('never lets a quote or backslash end the quoted name early', () => {
    expect(attachmentHeader('a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });

  it('adds the exact UTF-8 name for non-ASCII names', () => {
    expect(attachmentHeader("Résumé £'s.pdf")).toBe(
      `attachment; filename="R?sum? ?'s.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%C2%A3%27s.pdf`,
    );
  });

  it('drops control characters from the fallback', () => {
    expect(attachmentHeader('a\r\nb.txt')).toBe(
      `attachment; filename="a??b.txt"; filename*=UTF-8''a%0D%0Ab.txt`,
    );
  });
});
