import { createApiClient, type ApiClient } from '@crm/api-client';
import { APP_VERSION } from '@crm/domain';
import type { Command } from 'commander';
import { configFilePath, readConfigFile } from '../config/config-file';
import { resolveSettings, type Settings } from '../config/resolve-settings';
import type { CliIo } from '../io/cli-io';
import { createPrinter, type Printer } from '../output/printer';

/** The options every command accepts (declared once on the program). */
export type GlobalOptions = { json?: boolean; url?: string; token?: string };

export type CommandContext = {
  io: CliIo;
  globals: GlobalOptions;
  printer: Printer;
  configPath: string;
};

export function commandContext(io: CliIo, command: Command): CommandContext {
  const globals = command.optsWithGlobals<GlobalOptions>();
  return {
    io,
    globals,
    printer: createPrinter(io, { json: globals.json === true }),
    configPath: configFilePath(io.env),
  };
}

export function apiClientFor(
  url: string,
  token: string | undefined,
  fetch?: typeof globalThis.fetch,
): ApiClient {
  return createApiClient({
    baseUrl: url,
    ...(token ? { token } : {}),
    ...(fetch ? { fetch } : {}),
    headers: { 'User-Agent': `agency-crm-cli/${APP_VERSION}` },
  });
}

/** The API client for the configured server (flags, then environment, then the config file). */
export async function connect(
  ctx: CommandContext,
): Promise<{ api: ApiClient; settings: Settings }> {
  const file = await readConfigFile(ctx.configPath);
  const settings = resolveSettings({
    flags: ctx.globals,
    env: ctx.io.env,
    file,
    configPath: ctx.configPath,
  });
  return { api: apiClientFor(settings.url, settings.token), settings };
}
