import { createHash } from 'node:crypto';

/** One AES-256 key and the short id stored beside every value it encrypts. */
export type SecretKey = { id: string; key: Buffer };

/** The keys the server knows: `current` encrypts; every key (current included) decrypts. */
export type Keyring = { current: SecretKey; byId: ReadonlyMap<string, SecretKey> };

export const SECRET_KEY_PATTERN = /^[0-9a-fA-F]{64}$/;

export class KeyringError extends Error {
  override name = 'KeyringError';
}

// The id is derived from the key, so operators never name keys and a key always has one id.
function keyId(key: Buffer): string {
  return createHash('sha256').update('crm-secret-key-id:').update(key).digest('hex').slice(0, 12);
}

/** A key from its 64 hex characters (256 bits). */
export function secretKeyFromHex(hex: string): SecretKey {
  const trimmed = hex.trim();
  if (!SECRET_KEY_PATTERN.test(trimmed))
    throw new KeyringError('A secret key must be 64 hexadecimal characters (256 bits)');
  const key = Buffer.from(trimmed, 'hex');
  return { id: keyId(key), key };
}

/** A keyring from hex keys, newest (the one that encrypts) first; duplicates are dropped. */
export function createKeyring(hexKeys: readonly string[]): Keyring {
  const keys = hexKeys.map(secretKeyFromHex);
  const [current] = keys;
  if (!current) throw new KeyringError('At least one secret key is needed');
  const byId = new Map<string, SecretKey>();
  for (const key of keys) if (!byId.has(key.id)) byId.set(key.id, key);
  return { current, byId };
}
