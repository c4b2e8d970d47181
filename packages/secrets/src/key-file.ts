import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { createKeyring, KeyringError, type Keyring } from './keyring';

export const KEY_FILE_NAME = 'secret-keys';

export type LoadedKeyring = {
  keyring: Keyring;
  /** Where the keys came from: the environment or the key file in the data folder. */
  source: 'env' | 'file';
  /** The key file, when the keys came from one. */
  file?: string;
  /** True when this start created the key file. */
  created: boolean;
};

const HEADER =
  '# Keys that encrypt stored secrets, newest first: the first encrypts, all decrypt.\n# Back this file up with the database: without it stored passwords cannot be read.\n';

export function newSecretKeyHex(): string {
  return randomBytes(32).toString('hex');
}

function readKeyLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function writeKeyFile(file: string, keys: readonly string[], exclusive: boolean): void {
  mkdirSync(dirname(file), { recursive: true });
  const content = HEADER + keys.map((key) => `${key}\n`).join('');
  if (exclusive) {
    // 'wx' fails if another process created it first; mode 0600 from the start, never readable by others.
    writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
    return;
  }
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content, { mode: 0o600 });
  renameSync(temp, file);
}

/**
 * The keyring: from the environment when keys are given there, else from `<dataDir>/secret-keys`,
 * which is created with one fresh key (mode 0600) on the first start.
 */
export function loadKeyring(options: {
  envKeys: readonly string[];
  dataDir: string;
}): LoadedKeyring {
  if (options.envKeys.length > 0)
    return { keyring: createKeyring(options.envKeys), source: 'env', created: false };
  const file = join(options.dataDir, KEY_FILE_NAME);
  let created = false;
  if (!existsSync(file)) {
    try {
      writeKeyFile(file, [newSecretKeyHex()], true);
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  // Someone loosened the permissions: the key is only for this server's user.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const keys = readKeyLines(file);
  if (keys.length === 0) throw new KeyringError(`The key file ${file} holds no key`);
  try {
    return { keyring: createKeyring(keys), source: 'file', file, created };
  } catch (error) {
    throw new KeyringError(`The key file ${file} is invalid: ${(error as Error).message}`);
  }
}

/** Puts a fresh key at the top of the key file (it encrypts from now on); returns the new keyring. */
export function addKeyToFile(file: string): Keyring {
  const keys = [newSecretKeyHex(), ...readKeyLines(file)];
  writeKeyFile(file, keys, false);
  return createKeyring(keys);
}
