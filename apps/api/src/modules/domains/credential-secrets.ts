/**
 * The one place a credential password is turned into what the database stores, and back.
 * Encryption at rest (AES-256-GCM, design.md "Sign-in and secrets") plugs in here; until the
 * key handling lands, the stored form is the password itself.
 */
export function sealPassword(password: string): string {
  return password;
}

export function openPassword(stored: string): string {
  return stored;
}
