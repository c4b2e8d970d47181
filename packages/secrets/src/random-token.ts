import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url; with a prefix ('crm_') API tokens are easy to spot in a leak scan. */
export function newRandomToken(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: its SHA-256, hex. A stolen table signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
