import type { CurrentUser } from './user.schema';

/** Shown in the top bar when the signed-in user has no email. */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const PROFILE_NOT_AVAILABLE = 'Not available';
export const PROFILE_NOT_SET = 'Not set';

type UserNames = Pick<CurrentUser, 'username' | 'firstName' | 'lastName' | 'email'>;

/** 'Jane Smith' from first and last name, else the username, else the email. */
export function userDisplayName(user: UserNames): string {
  const full = [user.firstName, user.lastName]
    .map((n) => n?.trim() ?? '')
    .filter((n) => n !== '')
    .join(' ');
  if (full) return full;
  if (user.username.trim()) return user.username.trim();
  return user.email?.trim() || 'User';
}

/** Avatar initials: 'JS' for Jane Smith; 'JA' for a lone 'jane'; 'U' with nothing to go on. */
export function initials(user: UserNames): string {
  const first = user.firstName?.trim() ?? '';
  const last = user.lastName?.trim() ?? '';
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const name = first || last || user.username.trim() || user.email?.trim() || '';
  const words = name.split(/[\s._@-]+/).filter((w) => w !== '');
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  return (words[0]?.slice(0, 2) ?? 'U').toUpperCase() || 'U';
}

/** The email the top bar shows: the user's, or the default admin email. */
export function displayEmail(user: Pick<CurrentUser, 'email'>): string {
  return user.email?.trim() || DEFAULT_ADMIN_EMAIL;
}
