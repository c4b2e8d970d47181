import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addKeyToFile, KEY_FILE_NAME, loadKeyring } from './key-file';
import { createSecretBox } from './secret-box';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'crm-keys-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('loadKeyring', () => {
  it('creates a key file readable only by its owner on the first start, and reuses it', () => {
    const first = loadKeyring({ envKeys: [], dataDir });
    const file = join(dataDir, KEY_FILE_NAME);
    expect(first).toMatchObject({ source: 'file', file, created: true });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}$/m);

    const second = loadKeyring({ envKeys: [], dataDir });
    expect(second.created).toBe(false);
    expect(second.keyring.current.id).toBe(first.keyring.current.id);
    const sealed = createSecretBox(first.keyring).encrypt('pw');
    expect(createSecretBox(second.keyring).decrypt(sealed)).toBe('pw');
  });

  it('prefers keys from the environment and writes no file then', () => {
    const loaded = loadKeyring({ envKeys: ['b'.repeat(64)], dataDir });
    expect(loaded.source).toBe('env');
    expect(() => statSync(join(dataDir, KEY_FILE_NAME))).toThrow();
  });

  it('tightens loose permissions and refuses a file without a valid key', () => {
    const file = join(dataDir, KEY_FILE_NAME);
    writeFileSync(file, `# comment\n${'c'.repeat(64)}\n`);
    chmodSync(file, 0o644);
    loadKeyring({ envKeys: [], dataDir });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    writeFileSync(file, '# nothing here\n');
    expect(() => loadKeyring({ envKeys: [], dataDir })).toThrow('holds no key');
    writeFileSync(file, 'not-a-key\n');
    expect(() => loadKeyring({ envKeys: [], dataDir })).toThrow('is invalid');
  });

  it('adds a newer key on top for rotation, keeping the old one for reading', () => {
    const { keyring, file } = loadKeyring({ envKeys: [], dataDir });
    const old = createSecretBox(keyring).encrypt('pw');
    const rotated = addKeyToFile(file!);
    expect(rotated.current.id).not.toBe(keyring.current.id);
    expect(createSecretBox(rotated).decrypt(old)).toBe('pw');
    expect(loadKeyring({ envKeys: [], dataDir }).keyring.current.id).toBe(rotated.current.id);
    expect(statSync(file!).mode & 0o777).toBe(0o600);
  });
});
