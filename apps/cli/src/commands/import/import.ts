import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { refusedImportReport } from '@crm/api-client';
import {
  IMPORT_DUPLICATE_MODES,
  IMPORT_ENTITIES,
  IMPORT_ENTITY_NOUNS,
  importSummary,
  type ImportDuplicateMode,
  type ImportEntity,
  type ImportReport,
} from '@crm/domain';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import { CliError, dataError } from '../../errors/cli-error';
import { EXIT } from '../../errors/exit-codes';
import type { CliIo } from '../../io/cli-io';
import { createProgress } from '../../io/progress';
import type { Printer } from '../../output/printer';

type ImportOptions = {
  dryRun?: boolean;
  map: Record<string, string | null>;
  duplicates: ImportDuplicateMode;
};

/** '--map "Company=businessName"' (repeatable); 'Fax=' ignores the column. */
function mapOption(
  value: string,
  previous: Record<string, string | null>,
): Record<string, string | null> {
  const at = value.lastIndexOf('=');
  if (at <= 0)
    throw new InvalidArgumentError('Expected "Column header=field", e.g. "Company=businessName".');
  const field = value.slice(at + 1).trim();
  return { ...previous, [value.slice(0, at).trim()]: field === '' ? null : field };
}

export function registerImportCommand(program: Command, io: CliIo): void {
  program
    .command('import')
    .description(
      'Import clients, projects, domains, invoices or expenses from a CSV file: every row is checked first, then all are written or none',
    )
    .addArgument(program.createArgument('<entity>', 'what the file holds').choices(IMPORT_ENTITIES))
    .argument('<file>', 'a CSV file (UTF-8 or Windows-1252, comma or semicolon, at most 50 MB)')
    .option('--dry-run', 'check and report, write nothing')
    .option(
      '--map <header=field>',
      'map a column to a field ("Fax=" ignores it); repeatable',
      mapOption,
      {},
    )
    .addOption(
      new Option('--duplicates <mode>', 'rows matching a record already there')
        .choices(IMPORT_DUPLICATE_MODES)
        .default('skip'),
    )
    .addHelpText(
      'after',
      examples(
        'crm import clients clients.csv --dry-run',
        'crm import clients freeagent-contacts.csv --map "Organisation=businessName"',
        'crm import clients clients.csv --duplicates update --json',
      ),
    )
    .action(
      async (entity: ImportEntity, file: string, options: ImportOptions, command: Command) => {
        const ctx = commandContext(io, command);
        const path = resolve(io.cwd, file);
        const size = await stat(path).then(
          (found) => found.size,
          () => undefined,
        );
        if (size === undefined) throw dataError(`Cannot read ${file}: no such file.`);
        const { api } = await connect(ctx);
        const form = new FormData();
        // File-backed: the CLI does not hold the file in memory to send it.
        form.set('file', await openAsBlob(path, { type: 'text/csv' }), basename(path));
        if (Object.keys(options.map).length > 0) form.set('mapping', JSON.stringify(options.map));
        if (options.dryRun) form.set('dryRun', 'true');
        form.set('duplicates', options.duplicates);

        const progress = createProgress(io, options.dryRun ? 'Checking...' : 'Importing...');
        let report: ImportReport;
        try {
          report = await api.imports.run(form, { params: { entity } });
        } catch (error) {
          const refused = refusedImportReport(error);
          if (!refused) throw error;
          report = refused;
        } finally {
          progress.finish();
        }
        printReport(ctx.printer, report, IMPORT_ENTITY_NOUNS[entity]);
        if (report.errorCount > 0)
          throw new CliError(
            report.dryRun
              ? 'Some rows are invalid.'
              : 'Some rows are invalid: nothing was imported.',
            EXIT.dataError,
          );
      },
    );
}

function printReport(
  printer: Printer,
  report: ImportReport,
  nouns: { one: string; many: string },
): void {
  if (printer.json) {
    printer.result('', report);
    return;
  }
  if (report.errors.length > 0) {
    printer.table(
      report.errors,
      [
        { header: 'Row', value: (error) => String(error.row), align: 'right' },
        { header: 'Column', value: (error) => error.column },
        { header: 'Problem', value: (error) => error.message },
      ],
      { jsonValue: report },
    );
    if (report.errorCount > report.errors.length)
      printer.info(`…and ${report.errorCount - report.errors.length} more problems.`);
  }
  printer.result(importSummary(report, nouns), report);
}
