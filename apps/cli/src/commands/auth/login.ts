import { isApiError } from '@crm/api-client';
import {
  authRoutes,
  DEVICE_COOKIE_NAME,
  DEVICE_TOKEN_HEADER,
  type ApiTokenCreated,
} from '@crm/api-contract';
import type { CurrentUser } from '@crm/domain';
import type { Command } from 'commander';
import { cookieJarFetch } from '../../auth/cookie-jar-fetch';
import { tokenNameForHost } from '../../auth/token-name';
import { readConfigFile, writeConfigFile, type StoredConfig } from '../../config/config-file';
import { readDeviceToken, saveDeviceToken } from '../../config/device-tokens';
import { normaliseServerUrl } from '../../config/resolve-settings';
import { apiClientFor, commandContext, type CommandContext } from '../../context/command-context';
import { examples } from '../../context/examples';
import { CliError, usageError } from '../../errors/cli-error';
import { EXIT } from '../../errors/exit-codes';
import type { CliIo } from '../../io/cli-io';
import { createPrompter, type Prompter } from '../../io/prompt';

type LoginOptions = { email?: string };

const given = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

async function serverUrl(ctx: CommandContext, prompter: Prompter): Promise<string> {
  const fromFlags = given(ctx.globals.url) ?? given(ctx.io.env['CRM_URL']);
  if (fromFlags) return normaliseServerUrl(fromFlags);
  const remembered = (await readConfigFile(ctx.configPath))?.url;
  const answer = given(
    await prompter.ask(
      remembered ? `Server URL [${remembered}]: ` : 'Server URL (e.g. http://localhost:3000): ',
    ),
  );
  const url = answer ?? remembered;
  if (!url) throw usageError('A server URL is required.');
  return normaliseServerUrl(url);
}

type SignedIn = StoredConfig & { user: CurrentUser; deviceToken: string | undefined };

/** Sends this machine's device token (if it has one) on every request of the sign-in. */
function withDeviceToken(deviceToken: string | undefined): typeof globalThis.fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (deviceToken) headers.set(DEVICE_TOKEN_HEADER, deviceToken);
    return globalThis.fetch(input, { ...init, headers });
  };
}

/**
 * Signs in with email and password, creates a token for this machine, and ends that session.
 * The device token this machine got before is sent, so a lock caused by someone else's failed
 * sign-ins does not keep it out; the new one the server sets is answered to be kept.
 */
async function tokenFromPassword(
  url: string,
  email: string,
  password: string,
  deviceToken: string | undefined,
): Promise<SignedIn> {
  const jar = new Map<string, string>();
  const fetch = cookieJarFetch(new URL(url).origin, withDeviceToken(deviceToken), jar);
  const session = apiClientFor(url, undefined, fetch);
  const user = await session
    .request(authRoutes.login, { body: { email, password } })
    .catch(async (error: unknown) => {
      if (isApiError(error) && error.status === 429) {
        const reason = error.serverMessage ?? 'too many attempts';
        throw new CliError(`Sign-in refused: ${reason}`, EXIT.notSignedIn);
      }
      if (!isApiError(error) || error.status !== 401) throw error;
      const setup = await session
        .request(authRoutes.setupStatus)
        .catch(() => ({ needsSetup: false }));
      if (setup.needsSetup)
        throw new CliError(
          `No account exists yet: open ${url} to create one, then run crm login.`,
          EXIT.notSignedIn,
        );
      throw new CliError(
        `Sign-in refused: ${error.serverMessage ?? 'wrong email or password'}`,
        EXIT.notSignedIn,
      );
    });
  // Read before the session's other calls: the cookie's name depends on HTTP or HTTPS.
  const issued = jar.get(DEVICE_COOKIE_NAME) ?? jar.get(`__Host-${DEVICE_COOKIE_NAME}`);
  const created: ApiTokenCreated = await session.request(authRoutes.createToken, {
    body: { name: tokenNameForHost() },
  });
  // The token is all the CLI needs; the session would only linger until it times out.
  await session.request(authRoutes.logout).catch(() => undefined);
  return { url, token: created.token, tokenId: created.id, user, deviceToken: issued };
}

/** Signing in again replaces this machine's token: the one it replaces is revoked (best effort). */
async function revokeReplaced(previous: StoredConfig | null, current: StoredConfig): Promise<void> {
  if (!previous?.tokenId || previous.url !== current.url || previous.token === current.token)
    return;
  await apiClientFor(current.url, current.token)
    .request(authRoutes.deleteToken, { params: { id: previous.tokenId } })
    .catch(() => undefined);
}

export function registerLoginCommand(program: Command, io: CliIo): void {
  program
    .command('login')
    .description('Sign in and save an API token for this machine (in the config folder, mode 0600)')
    .option('-e, --email <email>', 'account email (else CRM_EMAIL, else asked)')
    .addHelpText(
      'after',
      `${examples(
        'crm login',
        'crm login --url http://localhost:3000 --email owner@example.com',
        'CRM_PASSWORD=... crm login --url https://crm.example.com --email owner@example.com',
        'crm login --url https://crm.example.com --token <token from Settings>',
      )}
The password is asked without echo, or read from CRM_PASSWORD or from a line on stdin.
The token is saved in $XDG_CONFIG_HOME/agency-crm/config.json (default ~/.config).
The server's device token is kept beside it in devices.json (also after crm logout) and sent
on later sign-ins as the X-CRM-Device header: while someone else's failed sign-ins have the
account locked, this machine can still sign in with the right password.
`,
    )
    .action(async (options: LoginOptions, command: Command) => {
      const ctx = commandContext(io, command);
      const prompter = createPrompter(io);
      try {
        const url = await serverUrl(ctx, prompter);
        const token = given(ctx.globals.token);
        let saved: SignedIn;
        if (token) {
          const user = await apiClientFor(url, token).request(authRoutes.user);
          saved = { url, token, user, deviceToken: undefined };
        } else {
          const email =
            given(options.email) ??
            given(io.env['CRM_EMAIL']) ??
            given(await prompter.ask('Email: '));
          if (!email) throw usageError('An email is required.');
          const password = io.env['CRM_PASSWORD'] || (await prompter.askSecret('Password: '));
          if (!password) throw usageError('A password is required.');
          const device = await readDeviceToken(ctx.configPath, url, email);
          saved = await tokenFromPassword(url, email, password, device);
          const issued = saved.deviceToken;
          if (issued) await saveDeviceToken(ctx.configPath, url, email, issued);
        }
        const { user, deviceToken: _device, ...config } = saved;
        const previous = await readConfigFile(ctx.configPath).catch(() => null);
        await writeConfigFile(ctx.configPath, config);
        await revokeReplaced(previous, config);
        ctx.printer.info(`Token saved in ${ctx.configPath}`);
        ctx.printer.result(`Signed in to ${url} as ${user.email ?? user.username}`, {
          url,
          user,
          configPath: ctx.configPath,
        });
      } finally {
        prompter.close();
      }
    });
}
