import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { configError } from '../errors/cli-error';

/** What `crm login` remembers. tokenId is known only for tokens crm login created itself. */
export const StoredConfigSchema = z.object({
  url: z.string(),
  token: z.string(),
  tokenId: z.string().optional(),
});
export type StoredConfig = z.infer<typeof StoredConfigSchema>;

/** $XDG_CONFIG_HOME/agency-crm/config.json, ~/.config when XDG_CONFIG_HOME is unset. */
export function configFilePath(env: Record<string, string | undefined>): string {
  const xdg = env['XDG_CONFIG_HOME'];
  const base = xdg && xdg.trim() !== '' ? xdg : join(env['HOME'] || homedir(), '.config');
  return join(base, 'agency-crm', 'config.json');
}

/** The stored settings, or null when there is no file; a damaged file is bad configuration (78). */
export async function readConfigFile(path: string): Promise<StoredConfig | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw configError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw configError(`${path} is not valid JSON. Run \`crm login\` again, or delete the file.`);
  }
  const parsed = StoredConfigSchema.safeParse(data);
  if (!parsed.success)
    throw configError(
      `${path} does not hold { url, token }. Run \`crm login\` again, or delete the file.`,
    );
  return parsed.data;
}

/** Written to a temporary name with mode 0600, then renamed: never readable by others, never half written. */
export async function writePrivateJson(path: string, data: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
  await chmod(temp, 0o600);
  await rename(temp, path);
}

export async function writeConfigFile(path: string, config: StoredConfig): Promise<void> {
  await writePrivateJson(path, config);
}

export async function deleteConfigFile(path: string): Promise<boolean> {
  try {
    await rm(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
