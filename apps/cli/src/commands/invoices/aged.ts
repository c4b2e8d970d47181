import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  formatDocumentDate,
  agedDebtorsLines,
  formatMoney,
  type AgedDebtorsLine,
} from '@crm/domain';
import type { Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import type { CliIo } from '../../io/cli-io';
import type { Column } from '../../output/table';

const columns: Column<AgedDebtorsLine>[] = [
  { header: 'Client', value: (r) => r.clientName },
  {
    header: 'Invoices',
    value: (r) => (r.invoices === null ? '' : String(r.invoices)),
    align: 'right',
  },
  ...AGEING_BUCKETS.map((bucket) => ({
    header: AGEING_BUCKET_LABELS[bucket],
    value: (r: AgedDebtorsLine) => formatMoney(r[bucket]),
    align: 'right' as const,
  })),
  { header: 'Total', value: (r) => formatMoney(r.total), align: 'right' },
];

export function registerInvoicesAgedCommand(invoices: Command, io: CliIo): void {
  invoices
    .command('aged')
    .description(
      'Aged debtors: each client with a balance, by days past due (current, 1-30, 31-60, 61-90, over 90), largest first',
    )
    .option('--as-of <date>', 'the day, YYYY-MM-DD (default: today, London)')
    .addHelpText(
      'after',
      examples(
        'crm invoices aged',
        'crm invoices aged --as-of 2026-09-30',
        'crm invoices aged --json',
      ),
    )
    .action(async (options: { asOf?: string }, command: Command) => {
      const ctx = commandContext(io, command);
      const { api } = await connect(ctx);
      const report = await api.reports.agedDebtors({ query: { asOf: options.asOf ?? null } });
      ctx.printer.table(report.clients.length > 0 ? agedDebtorsLines(report) : [], columns, {
        jsonValue: report,
        emptyMessage: `Nobody owed anything on ${formatDocumentDate(report.asOf)}`,
      });
    });
}
