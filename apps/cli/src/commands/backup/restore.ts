import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { Command } from 'commander';
import { checkBackupFile } from '../../backup/verify-backup';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import { CliError, usageError } from '../../errors/cli-error';
import type { CliIo } from '../../io/cli-io';
import { createProgress } from '../../io/progress';
import { createPrompter } from '../../io/prompt';

export const RESTORE_WARNING = 'All current data will be permanently replaced by this backup.';

type RestoreOptions = { yes?: boolean };

async function confirmRestore(io: CliIo): Promise<void> {
  if (io.stdin.isTTY !== true) {
    throw usageError(
      `${RESTORE_WARNING} Refusing to ask without a terminal: pass --yes to restore.`,
    );
  }
  const prompter = createPrompter(io);
  try {
    const answer = await prompter.ask(`${RESTORE_WARNING}\nType "yes" to restore: `);
    if (answer.trim().toLowerCase() !== 'yes')
      throw new CliError('Restore cancelled; nothing was changed.');
  } finally {
    prompter.close();
  }
}

export function registerRestoreCommand(program: Command, io: CliIo): void {
  program
    .command('restore')
    .description('Replace ALL data on the server with a backup file (checked locally first)')
    .argument('<file>', 'a crm-backup-*.json file written by `crm backup` or the Settings screen')
    .option('-y, --yes', 'do not ask for confirmation (needed without a terminal)')
    .addHelpText(
      'after',
      examples(
        'crm restore crm-backup-2026-01-05-020000.json',
        'crm restore backup.json --yes --json',
      ),
    )
    .action(async (file: string, options: RestoreOptions, command: Command) => {
      const ctx = commandContext(io, command);
      const path = resolve(io.cwd, file);
      await checkBackupFile(path);
      const { api } = await connect(ctx);
      if (!options.yes) await confirmRestore(io);
      const progress = createProgress(io, 'Restoring backup...');
      let result;
      try {
        // The file itself, streamed as it is read: never whole in memory, on either side.
        const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
        result = await api.backup.restoreFile(body);
      } finally {
        progress.finish();
      }
      ctx.printer.info('Restore completed');
      const rows = Object.entries(result.counts).map(([table, count]) => ({ table, count }));
      ctx.printer.table(
        rows,
        [
          { header: 'Table', value: (r) => r.table },
          { header: 'Rows', value: (r) => String(r.count), align: 'right' },
        ],
        { jsonValue: result, emptyMessage: 'The backup held no rows.' },
      );
      if (!ctx.printer.json)
        ctx.printer.info(`${result.files} ${result.files === 1 ? 'file' : 'files'} restored`);
    });
}
