import { filenameFromContentDisposition } from '@crm/api-client';
import { exportRoutes, type ExportEntity } from '@crm/api-contract';
import { todayInLondon } from '@crm/domain';
import { Argument, type Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import { resolveOutputPath } from '../../files/output-path';
import { streamToFile, streamToStdout } from '../../files/stream-response';
import type { CliIo } from '../../io/cli-io';
import { createProgress } from '../../io/progress';

const ENTITIES = Object.keys(exportRoutes) as ExportEntity[];

type ExportOptions = { output?: string };

function contentLength(response: Response): number | null {
  const value = Number(response.headers.get('content-length'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function registerExportCommand(program: Command, io: CliIo): void {
  program
    .command('export')
    .description('Download a CSV export (the Reports screen), streamed to a file or to stdout')
    .addArgument(new Argument('<what>', 'what to export').choices(ENTITIES))
    .option(
      '-o, --output <file|dir|->',
      "file or folder to write (default: the server's file name here); '-' for stdout",
    )
    .addHelpText(
      'after',
      examples(
        'crm export clients',
        'crm export invoices -o invoices.csv',
        'crm export domains -o ~/exports/',
        'crm export expenses -o - | wc -l',
      ),
    )
    .action(async (entity: ExportEntity, options: ExportOptions, command: Command) => {
      const ctx = commandContext(io, command);
      const { api } = await connect(ctx);
      const response = await api.download(exportRoutes[entity]);
      const progress = createProgress(io, `Exporting ${entity}...`, contentLength(response));
      let bytes = 0;
      const onBytes = (n: number) => {
        bytes += n;
        progress.advance(n);
      };
      try {
        if (options.output === '-') {
          await streamToStdout(response, io.stdout, onBytes);
          return;
        }
        const fallback = `${entity}-${todayInLondon(io.now())}.csv`;
        const name = filenameFromContentDisposition(
          response.headers.get('content-disposition'),
          fallback,
        );
        const path = await resolveOutputPath(io.cwd, options.output, name);
        await streamToFile(response, path, onBytes);
        progress.finish();
        ctx.printer.result(path, { path, bytes });
      } finally {
        progress.finish();
      }
    });
}
