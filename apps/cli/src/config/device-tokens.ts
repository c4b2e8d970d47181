import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { writePrivateJson } from './config-file';

// The device token a server gives this machine at each successful `crm login` (its device
// cookie). Sent on later sign-ins, it lets this machine sign in while guessers elsewhere have
// locked the account. Kept apart from config.json so `crm logout` (which deletes that) leaves
// the machine known, as a browser keeps its device cookie after signing out.

const DeviceTokensSchema = z.record(z.string(), z.record(z.string(), z.string()));
type DeviceTokens = z.infer<typeof DeviceTokensSchema>;

/** devices.json beside config.json: { "<server url>": { "<email>": "<token>" } }, mode 0600. */
export function deviceTokensPath(configPath: string): string {
  return join(dirname(configPath), 'devices.json');
}

const accountKey = (email: string) => email.trim().toLowerCase();

// Only a convenience: a missing or damaged file means "not a known device", never an error.
async function readAll(path: string): Promise<DeviceTokens> {
  try {
    const parsed = DeviceTokensSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export async function readDeviceToken(
  configPath: string,
  url: string,
  email: string,
): Promise<string | undefined> {
  const tokens = await readAll(deviceTokensPath(configPath));
  return tokens[url]?.[accountKey(email)];
}

export async function saveDeviceToken(
  configPath: string,
  url: string,
  email: string,
  token: string,
): Promise<void> {
  const path = deviceTokensPath(configPath);
  const tokens = await readAll(path);
  tokens[url] = { ...tokens[url], [accountKey(email)]: token };
  await writePrivateJson(path, tokens);
}
