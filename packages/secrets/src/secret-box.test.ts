import { describe, expect, it } from 'vitest';
import { createKeyring, KeyringError } from './keyring';
import { createSecretBox, SecretBoxError } from './secret-box';

const KEY_A = 'a'.repeat(64);
const KEY_B = '0123456789abcdef'.repeat(4);

function flipLastByte(base64: string): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('createSecretBox', () => {
  const box = createSecretBox(createKeyring([KEY_A]));

  it('round-trips text, unicode and empty strings', () => {
    for (const plain of ['s3cret!', 'pässwörd £ 🔑', '', 'x'.repeat(1000)]) {
      expect(box.decrypt(box.encrypt(plain))).toBe(plain);
    }
  });

  it("stores 'v1:<keyId>:<96-bit nonce>:<ciphertext and tag>' and never the plaintext", () => {
    const stored = box.encrypt('hunter2-password');
    const [version, keyId, nonce, sealed] = stored.split(':');
    expect(version).toBe('v1');
    expect(keyId).toBe(createKeyring([KEY_A]).current.id);
    expect(Buffer.from(nonce!, 'base64')).toHaveLength(12);
    expect(Buffer.from(sealed!, 'base64')).toHaveLength('hunter2-password'.length + 16);
    expect(stored).not.toContain('hunter2');
  });

  it('uses a fresh nonce for every value', () => {
    const values = new Set(Array.from({ length: 50 }, () => box.encrypt('same')));
    expect(values.size).toBe(50);
  });

  it('refuses a tampered ciphertext, tag, nonce or key id', () => {
    const [version, keyId, nonce, sealed] = box.encrypt('secret').split(':') as [
      string,
      string,
      string,
      string,
    ];
    const tampered = [
      [version, keyId, nonce, flipLastByte(sealed)],
      [version, keyId, flipLastByte(nonce), sealed],
      [version, keyId, nonce, Buffer.from(sealed, 'base64').subarray(1).toString('base64')],
    ].map((parts) => parts.join(':'));
    for (const value of tampered) expect(() => box.decrypt(value)).toThrow(SecretBoxError);
    expect(() => box.decrypt([version, 'ffffffffffff', nonce, sealed].join(':'))).toThrow(
      'unknown key',
    );
  });

  it('refuses values that are not in the format, plaintext included', () => {
    for (const value of [
      'secret',
      'v2:a:b:c',
      'v1::AAAA:AAAA',
      'v1:id:not base64!:AAAA',
      'v1:id:AAAA:AAAA',
    ]) {
      expect(() => box.decrypt(value)).toThrow(SecretBoxError);
    }
  });

  it('decrypts with an older key after rotation and encrypts with the newest', () => {
    const old = createSecretBox(createKeyring([KEY_A]));
    const rotated = createSecretBox(createKeyring([KEY_B, KEY_A]));
    const before = old.encrypt('kept');
    expect(rotated.decrypt(before)).toBe('kept');
    expect(rotated.isCurrent(before)).toBe(false);
    const after = rotated.encrypt('kept');
    expect(rotated.isCurrent(after)).toBe(true);
    expect(() => old.decrypt(after)).toThrow(SecretBoxError);
  });

  it('names the key a value needs, and whether it holds that key', () => {
    const stored = createSecretBox(createKeyring([KEY_B])).encrypt('x');
    const idB = createKeyring([KEY_B]).current.id;
    expect(box.keyIdOf(stored)).toBe(idB);
    expect(box.hasKey(idB)).toBe(false);
    expect(createSecretBox(createKeyring([KEY_A, KEY_B])).hasKey(idB)).toBe(true);
    expect(box.keyIdOf('plain text')).toBeNull();
  });
});

describe('createKeyring', () => {
  it('wants 64 hex characters per key', () => {
    expect(() => createKeyring([])).toThrow(KeyringError);
    expect(() => createKeyring(['abc'])).toThrow('64 hexadecimal characters');
    expect(() => createKeyring(['g'.repeat(64)])).toThrow(KeyringError);
  });

  it('gives each key a stable id of its own', () => {
    expect(createKeyring([KEY_A]).current.id).toBe(createKeyring([KEY_A, KEY_B]).current.id);
    expect(createKeyring([KEY_B]).current.id).not.toBe(createKeyring([KEY_A]).current.id);
    expect(createKeyring([KEY_A, KEY_A]).byId.size).toBe(1);
  });
});
