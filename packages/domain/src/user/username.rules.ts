/** A new account's username: 'jane.smith' from 'jane.smith@acme.io'; the whole text when nothing precedes the '@'. */
export function usernameFromEmail(email: string): string {
  return email.split('@')[0] || email;
}
