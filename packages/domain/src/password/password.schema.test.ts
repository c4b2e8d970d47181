import { describe, it, expect } from 'vitest';
import {
  MIN_PASSWORD_LENGTH,
  PasswordChangeSchema,
  canSubmitPasswordChange,
} from './password.schema';

function messages(input: unknown) {
  const result = PasswordChangeSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('PasswordChangeSchema', () => {
  it('accepts matching passwords of 8 characters or more', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(
      messages({ currentPassword: 'old', newPassword: '12345678', confirmPassword: '12345678' }),
    ).toEqual({});
  });

  it("shows the spec's messages", () => {
    expect(
      messages({ currentPassword: 'old', newPassword: '12345678', confirmPassword: '12345679' }),
    ).toEqual({
      confirmPassword: 'New passwords do not match',
    });
    expect(
      messages({ currentPassword: 'old', newPassword: '1234567', confirmPassword: '1234567' }),
    ).toEqual({
      newPassword: 'Password must be at least 8 characters long',
    });
    expect(messages({ currentPassword: '', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters long',
      confirmPassword: 'New passwords do not match',
    });
  });

  it('disables the button while current or new is empty', () => {
    expect(canSubmitPasswordChange({ currentPassword: '', newPassword: 'x' })).toBe(false);
    expect(canSubmitPasswordChange({ currentPassword: 'x', newPassword: '' })).toBe(false);
    expect(canSubmitPasswordChange({ currentPassword: 'x', newPassword: 'y' })).toBe(true);
  });
});
