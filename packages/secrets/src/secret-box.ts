import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Keyring } from './keyring';

const VERSION = 'v1';
const NONCE_BYTES = 12; // 96 bits, the size GCM is specified for
const TAG_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Encrypts short secrets (passwords) for storage, and opens them again. */
export type SecretBox = {
  /** 'v1:<keyId>:<nonce base64>:<ciphertext and tag base64>' under the current key. */
  encrypt: (plaintext: string) => string;
  /** The plaintext, or SecretBoxError when the value is malformed, tampered with or its key unknown. */
  decrypt: (stored: string) => string;
  /** Whether a stored value is already under the current key (rotation skips it). */
  isCurrent: (stored: string) => boolean;
  /** The id of the key a stored value was sealed with, or null when it is not in a known format. */
  keyIdOf: (stored: string) => string | null;
  /** Whether this box holds the key with that id (so values sealed with it can be opened). */
  hasKey: (keyId: string) => boolean;
};

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

type Parsed = { keyId: string; nonce: Buffer; sealed: Buffer };

function parse(stored: string): Parsed {
  const parts = stored.split(':');
  const [version, keyId, nonceText, sealedText] = parts;
  if (parts.length !== 4 || version !== VERSION || !keyId || !nonceText || !sealedText) {
    throw new SecretBoxError('The stored secret is not in a known format');
  }
  if (!BASE64.test(nonceText) || !BASE64.test(sealedText))
    throw new SecretBoxError('The stored secret is not in a known format');
  const nonce = Buffer.from(nonceText, 'base64');
  const sealed = Buffer.from(sealedText, 'base64');
  if (nonce.length !== NONCE_BYTES || sealed.length < TAG_BYTES)
    throw new SecretBoxError('The stored secret is not in a known format');
  return { keyId, nonce, sealed };
}

// The version and key id are authenticated too, so neither can be swapped on a stored value.
const associatedData = (keyId: string) => Buffer.from(`${VERSION}:${keyId}`, 'utf8');

/** AES-256-GCM with a random 96-bit nonce per value and the key id in the stored text. */
export function createSecretBox(keyring: Keyring): SecretBox {
  return {
    encrypt(plaintext) {
      const { id, key } = keyring.current;
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData(id));
      const sealed = Buffer.concat([
        cipher.update(plaintext, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${VERSION}:${id}:${nonce.toString('base64')}:${sealed.toString('base64')}`;
    },
    decrypt(stored) {
      const { keyId, nonce, sealed } = parse(stored);
      const secretKey = keyring.byId.get(keyId);
      if (!secretKey) throw new SecretBoxError(`The stored secret uses an unknown key (${keyId})`);
      const decipher = createDecipheriv('aes-256-gcm', secretKey.key, nonce, {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(associatedData(keyId));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('The stored secret failed its integrity check');
      }
    },
    isCurrent(stored) {
      return stored.startsWith(`${VERSION}:${keyring.current.id}:`);
    },
    keyIdOf(stored) {
      try {
        return parse(stored).keyId;
      } catch {
        return null;
      }
    },
    hasKey(keyId) {
      return keyring.byId.has(keyId);
    },
  };
}
