// The texts the sign-in routes answer with (the web app shows them as they are).
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';
export const SETUP_DONE_MESSAGE = 'An account already exists. Sign in instead.';
export const API_TOKEN_NOT_FOUND_MESSAGE = 'API token not found';
export const SIGN_IN_PAGE = '/login';

export function tooManyAttemptsMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
