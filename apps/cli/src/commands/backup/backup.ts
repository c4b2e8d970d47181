import { rename, rm } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { filenameFromContentDisposition } from '@crm/api-client';
import { backupRoutes } from '@crm/api-contract';
import { backupFileName } from '@crm/domain';
import type { Command } from 'commander';
import { freeBackupPath, parseBackupName } from '../../backup/backup-file-name';
import { rotateBackups } from '../../backup/rotate-backups';
import { backupFileProblem } from '../../backup/verify-backup';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import { wholeNumber } from '../../context/option-parsers';
import { CliError, dataError } from '../../errors/cli-error';
import { resolveOutputPath } from '../../files/output-path';
import { streamToPartialFile } from '../../files/stream-response';
import type { CliIo } from '../../io/cli-io';
import { createProgress } from '../../io/progress';

type BackupOptions = { output?: string; keep?: number };

export function registerBackupCommand(program: Command, io: CliIo): void {
  program
    .command('backup')
    .description(
      'Download a full backup to crm-backup-YYYY-MM-DD-HHMMSS.json and verify its checksum',
    )
    .option(
      '-o, --output <file|dir>',
      'file to write, or folder for the timestamped file (default: here)',
    )
    .option(
      '--keep <n>',
      'afterwards delete all but the newest N crm-backup-*.json in that folder',
      wholeNumber(1),
    )
    .addHelpText(
      'after',
      examples(
        'crm backup',
        'crm backup -o /var/backups/crm --keep 14',
        'crm backup -o today.json',
        '0 2 * * * CRM_URL=https://crm.example.com CRM_TOKEN=... crm backup -o /var/backups/crm --keep 14',
      ),
    )
    .action(async (options: BackupOptions, command: Command) => {
      const ctx = commandContext(io, command);
      const { api } = await connect(ctx);
      const response = await api.download(backupRoutes.download);
      const offered = filenameFromContentDisposition(
        response.headers.get('content-disposition'),
        '',
      );
      const name = parseBackupName(offered) ? offered : backupFileName(io.now());
      const target = await resolveOutputPath(io.cwd, options.output, name);
      // Timestamped names never replace an older backup; a file named with -o is replaced on purpose.
      const path = basename(target) === name ? await freeBackupPath(dirname(target), name) : target;

      const progress = createProgress(
        io,
        'Creating backup...',
        Number(response.headers.get('content-length')) || null,
      );
      let partial: string;
      try {
        partial = await streamToPartialFile(response, path, (n) => progress.advance(n));
      } catch (error) {
        throw new CliError(`The backup download failed: ${(error as Error).message}`);
      } finally {
        progress.finish();
      }
      // Read back as a stream: format, version, counts, file sizes and checksum, in little memory.
      const problem = await backupFileProblem(partial);
      if (problem) {
        await rm(partial, { force: true });
        throw dataError(
          `The backup from the server failed verification: ${problem}. Nothing was kept.`,
        );
      }
      await rename(partial, path);
      const deleted =
        options.keep === undefined ? [] : await rotateBackups(dirname(path), options.keep);
      for (const old of deleted) ctx.printer.info(`Deleted old backup ${old}`);
      ctx.printer.result(path, { path, verified: true, deleted });
    });
}
