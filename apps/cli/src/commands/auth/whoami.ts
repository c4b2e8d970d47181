import { authRoutes } from '@crm/api-contract';
import { userDisplayName } from '@crm/domain';
import type { Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import type { CliIo } from '../../io/cli-io';

export function registerWhoamiCommand(program: Command, io: CliIo): void {
  program
    .command('whoami')
    .description('Show the signed-in account and the server it is on')
    .addHelpText(
      'after',
      examples('crm whoami', 'CRM_URL=http://localhost:3000 CRM_TOKEN=... crm whoami --json'),
    )
    .action(async (_options: unknown, command: Command) => {
      const ctx = commandContext(io, command);
      const { api, settings } = await connect(ctx);
      const user = await api.request(authRoutes.user);
      const name = userDisplayName(user);
      const email = user.email ?? '';
      const text = `${name}${email && email !== name ? ` <${email}>` : ''} on ${settings.url}`;
      ctx.printer.result(text, {
        url: settings.url,
        user,
        tokenSource: settings.tokenSource ?? null,
      });
    });
}
