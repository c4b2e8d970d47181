import { isApiError } from '@crm/api-client';
import { authRoutes } from '@crm/api-contract';
import type { Command } from 'commander';
import { deleteConfigFile, readConfigFile } from '../../config/config-file';
import { normaliseServerUrl } from '../../config/resolve-settings';
import { apiClientFor, commandContext } from '../../context/command-context';
import { examples } from '../../context/examples';
import type { CliIo } from '../../io/cli-io';

type LogoutOptions = { local?: boolean };

export function registerLogoutCommand(program: Command, io: CliIo): void {
  program
    .command('logout')
    .description('Revoke the token saved by `crm login` on the server, and forget it here')
    .option('--local', 'only forget the saved token (when the server is gone for good)')
    .addHelpText('after', examples('crm logout', 'crm logout --local'))
    .action(async (options: LogoutOptions, command: Command) => {
      const ctx = commandContext(io, command);
      const saved = await readConfigFile(ctx.configPath);
      if (!saved) {
        ctx.printer.result('Not signed in: no saved token.', { revoked: false, forgotten: false });
        return;
      }
      let revoked = false;
      if (!options.local && saved.tokenId) {
        try {
          await apiClientFor(normaliseServerUrl(saved.url), saved.token).request(
            authRoutes.deleteToken,
            { params: { id: saved.tokenId } },
          );
          revoked = true;
        } catch (error) {
          // 401/404: the token was already revoked (e.g. in Settings); forgetting it is all that is left.
          if (!isApiError(error) || (error.status !== 401 && error.status !== 404)) throw error;
        }
      }
      await deleteConfigFile(ctx.configPath);
      if (!revoked && !options.local && !saved.tokenId) {
        ctx.printer.info(
          'This token was not created by `crm login`: revoke it in Settings if it should stop working.',
        );
      }
      if (io.env['CRM_TOKEN']) ctx.printer.info('CRM_TOKEN is still set in this environment.');
      ctx.printer.result(`Signed out of ${saved.url}`, {
        url: saved.url,
        revoked,
        forgotten: true,
      });
    });
}
