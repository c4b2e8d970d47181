import { APP_VERSION } from '@crm/domain';
import { Command } from 'commander';
import { registerLoginCommand } from './commands/auth/login';
import { registerLogoutCommand } from './commands/auth/logout';
import { registerWhoamiCommand } from './commands/auth/whoami';
import { registerBackupCommand } from './commands/backup/backup';
import { registerRestoreCommand } from './commands/backup/restore';
import { registerClientsListCommand } from './commands/clients/list';
import { examples } from './context/examples';
import { registerExportCommand } from './commands/export/export';
import { registerImportCommand } from './commands/import/import';
import { registerInvoicesPayCommand } from './commands/invoices/pay';
import { registerInvoicesPdfCommand } from './commands/invoices/pdf';
import { registerInvoicesSendCommand } from './commands/invoices/send';
import { registerInvoicesUnpaidCommand } from './commands/invoices/unpaid';
import { registerInvoicesAgedCommand } from './commands/invoices/aged';
import { registerOutboxCommand } from './commands/outbox/outbox';
import { registerRemindersCommand } from './commands/reminders/plan';
import { registerRenewalsCommand } from './commands/renewals/renewals';
import { registerSearchCommand } from './commands/search/search';
import type { CliIo } from './io/cli-io';

const EXIT_CODES_HELP = `
Configuration: --url/--token, then CRM_URL/CRM_TOKEN, then the file saved by \`crm login\`.
Exit codes: 0 success, 1 failure, 64 bad usage, 65 bad data, 69 server unreachable,
77 not signed in, 78 bad configuration. NO_COLOR turns colour off.
`;

/** The `crm` command tree. Settings made here (output, exit override) are inherited by every subcommand. */
export function createProgram(io: CliIo): Command {
  const program = new Command('crm')
    .description(
      'The agency CRM from the terminal: exports, imports, backups, restores, renewals and lists',
    )
    .version(APP_VERSION, '-V, --version')
    .option('--json', 'print machine-readable JSON on stdout')
    .option('--url <url>', 'server URL (else CRM_URL, else the saved config)')
    .option('--token <token>', 'API token (else CRM_TOKEN, else the saved config)')
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .configureHelp({ showGlobalOptions: true })
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  program.addHelpText(
    'after',
    `${examples('crm login', 'crm renewals --within 60', 'crm backup -o ~/backups --keep 14')}${EXIT_CODES_HELP}`,
  );

  registerLoginCommand(program, io);
  registerLogoutCommand(program, io);
  registerWhoamiCommand(program, io);
  registerExportCommand(program, io);
  registerImportCommand(program, io);
  registerBackupCommand(program, io);
  registerRestoreCommand(program, io);
  registerRenewalsCommand(program, io);
  registerSearchCommand(program, io);
  registerOutboxCommand(program, io);
  registerRemindersCommand(program, io);

  const invoices = program.command('invoices').description('Invoice lists and documents');
  invoices.addHelpText(
    'after',
    examples(
      'crm invoices unpaid',
      'crm invoices pdf INV-0001',
      'crm invoices pay INV-0001 --amount 100',
      'crm invoices send INV-0001',
    ),
  );
  registerInvoicesUnpaidCommand(invoices, io);
  registerInvoicesAgedCommand(invoices, io);
  registerInvoicesPdfCommand(invoices, io);
  registerInvoicesPayCommand(invoices, io);
  registerInvoicesSendCommand(invoices, io);

  const clients = program.command('clients').description('Client lists');
  clients.addHelpText('after', examples('crm clients list --search acme'));
  registerClientsListCommand(clients, io);

  return program;
}
