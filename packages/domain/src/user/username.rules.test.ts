import { describe, expect, it } from 'vitest';
import { usernameFromEmail } from './username.rules';

describe('usernameFromEmail', () => {
  it('takes what comes before the @', () => {
    expect(usernameFromEmail('jane.smith@acme.io')).toBe('jane.smith');
  });

  it('keeps the whole text when nothing comes before the @', () => {
    expect(usernameFromEmail('@acme.io')).toBe('@acme.io');
  });
});
