import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { backupChecksum, BackupDocumentSchema, type BackupDocument } from '@crm/api-contract';
import { dataError, usageError } from '../errors/cli-error';

const sha256 = () => createHash('sha256');

/** The problem with a parsed backup, or null when its format, version, shape and checksum hold. */
export function backupProblem(data: unknown): string | null {
  const parsed = BackupDocumentSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
    return `${issue?.message ?? 'it is not a backup document'}${where}`;
  }
  const expected = backupChecksum(parsed.data, sha256);
  return expected === parsed.data.checksum ? null : 'its checksum does not match its content: the file is damaged or was edited';
}

/**
 * Reads and checks a backup file before anything is sent: a .json name, valid JSON, the
 * contract's BackupDocumentSchema (format, version) and the SHA-256 checksum. Bad data exits 65.
 */
export async function readBackupFile(path: string): Promise<BackupDocument> {
  if (!path.toLowerCase().endsWith('.json')) throw dataError(`${path} is not a .json file; a backup is a .json file.`);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw usageError(`No such file: ${path}`);
    throw dataError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw dataError(`${path} is not valid JSON (${(error as Error).message}).`);
  }
  const problem = backupProblem(data);
  if (problem) throw dataError(`${path} is not a usable backup: ${problem}.`);
  return data as BackupDocument;
}
