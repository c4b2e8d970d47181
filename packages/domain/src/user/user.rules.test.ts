import { describe, it, expect } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, displayEmail, initials, userDisplayName } from './user.rules';
import { AccountSetupSchema, CurrentUserSchema, LoginSchema } from './user.schema';

describe('user rules', () => {
  it('makes avatar initials', () => {
    expect(initials({ username: 'jsmith', firstName: 'Jane', lastName: 'Smith' })).toBe('JS');
    expect(initials({ username: 'jane' })).toBe('JA');
    expect(initials({ username: 'jane.smith' })).toBe('JS');
    expect(initials({ username: '', email: 'owner@acme.io' })).toBe('OA');
    expect(initials({ username: '' })).toBe('U');
  });

  it('shows a display name and an email', () => {
    expect(userDisplayName({ username: 'jsmith', firstName: 'Jane', lastName: 'Smith' })).toBe(
      'Jane Smith',
    );
    expect(userDisplayName({ username: 'jsmith', firstName: null })).toBe('jsmith');
    expect(displayEmail({ email: null })).toBe(DEFAULT_ADMIN_EMAIL);
    expect(displayEmail({ email: 'jane@acme.io' })).toBe('jane@acme.io');
  });

  it('reads the current user with optional names', () => {
    expect(CurrentUserSchema.parse({ id: 'mock-user', username: 'admin' })).toEqual({
      id: 'mock-user',
      username: 'admin',
    });
    expect(CurrentUserSchema.parse({ id: 'u', username: 'a', email: null }).email).toBeNull();
  });

  it('validates sign-in and account setup', () => {
    expect(LoginSchema.parse({ email: ' Owner@Acme.io ', password: 'x' })).toEqual({
      email: 'owner@acme.io',
      password: 'x',
    });
    expect(
      LoginSchema.safeParse({ email: '', password: '' }).error!.issues.map((i) => i.message),
    ).toEqual(['Email is required', 'Password is required']);
    expect(
      AccountSetupSchema.safeParse({ email: 'a@b.co', password: 'short' }).error!.issues[0]
        ?.message,
    ).toBe('Password must be at least 8 characters long');
    expect(AccountSetupSchema.parse({ email: 'a@b.co', password: 'long enough' })).toEqual({
      email: 'a@b.co',
      password: 'long enough',
      firstName: null,
      lastName: null,
    });
  });
});
