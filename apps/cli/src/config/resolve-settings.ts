import { configError } from '../errors/cli-error';
import type { StoredConfig } from './config-file';

export type SettingSource = 'flag' | 'environment' | 'config file';

export type Settings = {
  url: string;
  urlSource: SettingSource;
  token: string | undefined;
  tokenSource: SettingSource | undefined;
};

type Sources = {
  flags: { url?: string | undefined; token?: string | undefined };
  env: Record<string, string | undefined>;
  file: StoredConfig | null;
  /** Shown in the message when no URL is found anywhere. */
  configPath: string;
};

const present = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

function pick(flag: string | undefined, env: string | undefined, file: string | undefined) {
  if (present(flag)) return { value: flag.trim(), source: 'flag' as const };
  if (present(env)) return { value: env.trim(), source: 'environment' as const };
  if (present(file)) return { value: file.trim(), source: 'config file' as const };
  return undefined;
}

/** 'https://crm.example.com/' -> 'https://crm.example.com'; anything but http(s) is bad configuration. */
export function normaliseServerUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw configError(`"${input}" is not a valid server URL (for example http://localhost:3000).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw configError(`The server URL must start with http:// or https:// (got "${input}").`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function sameServer(stored: string, url: string): boolean {
  try {
    return normaliseServerUrl(stored) === url;
  } catch {
    return false;
  }
}

/** Flags first, then CRM_URL / CRM_TOKEN, then the config file. A URL is required; a token is not (401 tells). */
export function resolveSettings({ flags, env, file, configPath }: Sources): Settings {
  const url = pick(flags.url, env['CRM_URL'], file?.url);
  if (!url) {
    throw configError(
      `No server configured: run \`crm login\`, pass --url, or set CRM_URL (config file: ${configPath}).`,
    );
  }
  const serverUrl = normaliseServerUrl(url.value);
  // The stored token belongs to the stored server: never send it to another one named by --url.
  const fileToken = file && sameServer(file.url, serverUrl) ? file.token : undefined;
  const token = pick(flags.token, env['CRM_TOKEN'], fileToken);
  return { url: serverUrl, urlSource: url.source, token: token?.value, tokenSource: token?.source };
}
