import { mkdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { usageError } from '../errors/cli-error';

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Where to write a download: `output` itself, or `defaultName` inside it when it is a folder
 * (a name ending in '/' is a folder, created when missing); `defaultName` in the current folder
 * when no output is given. A file in a folder that does not exist is bad usage.
 */
export async function resolveOutputPath(
  cwd: string,
  output: string | undefined,
  defaultName: string,
): Promise<string> {
  if (output === undefined || output === '') return resolve(cwd, defaultName);
  const target = resolve(cwd, output);
  if (/[/\\]$/.test(output)) {
    await mkdir(target, { recursive: true });
    return join(target, defaultName);
  }
  if (await isDirectory(target)) return join(target, defaultName);
  if (!(await isDirectory(dirname(target))))
    throw usageError(`The folder ${dirname(target)} does not exist.`);
  return target;
}
