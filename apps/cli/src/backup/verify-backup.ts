import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { BackupReadError, verifyBackupText } from '@crm/api-contract';
import { dataError, usageError } from '../errors/cli-error';

const sha256 = () => createHash('sha256');

async function* textOf(path: string): AsyncGenerator<string> {
  for await (const chunk of createReadStream(path, { encoding: 'utf8' })) yield chunk as string;
}

/**
 * The problem with a backup file, or null when its format, version, counts, file sizes and
 * checksum hold. Read as a stream, so a backup of any size is checked in little memory.
 */
export async function backupFileProblem(path: string): Promise<string | null> {
  try {
    await verifyBackupText(textOf(path), sha256);
    return null;
  } catch (error) {
    if (error instanceof BackupReadError) return error.message;
    throw error;
  }
}

/**
 * Checks a backup file before anything is sent: a .json name, then (streaming) valid JSON in
 * the backup format and version, counts, file sizes and the SHA-256 checksum. Bad data exits 65.
 */
export async function checkBackupFile(path: string): Promise<void> {
  if (!path.toLowerCase().endsWith('.json'))
    throw dataError(`${path} is not a .json file; a backup is a .json file.`);
  let problem: string | null;
  try {
    problem = await backupFileProblem(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw usageError(`No such file: ${path}`);
    throw dataError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  if (problem) throw dataError(`${path} is not a usable backup: ${problem}.`);
}
