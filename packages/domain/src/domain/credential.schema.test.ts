import { describe, expect, it } from 'vitest';
import { CredentialInputSchema } from './credential.schema';

describe('CredentialInputSchema', () => {
  it('refuses a NUL byte in the password, like every other text field', () => {
    const result = CredentialInputSchema.safeParse({ password: 'pa\u0000ss' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'Invalid value'],
    ]);
  });

  it('keeps a password with spaces and other characters as typed', () => {
    expect(CredentialInputSchema.parse({ password: ' s3cret\t£ ' }).password).toBe(' s3cret\t£ ');
  });
});
