import {
  clientDisplayName,
  displayInvoiceStatus,
  formatDisplayDate,
  formatMoney,
  invoiceStatusLabel,
  sumMoney,
  todayInLondon,
  type Invoice,
  type InvoiceStatus,
} from '@crm/domain';
import type { Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import type { CliIo } from '../../io/cli-io';
import type { Column } from '../../output/table';
import { fetchAllPages } from '../../paging/fetch-all-pages';

type UnpaidRow = { invoice: Invoice; status: InvoiceStatus };

const columns: Column<UnpaidRow>[] = [
  { header: 'Invoice', value: (r) => r.invoice.invoiceNumber },
  { header: 'Client', value: (r) => clientDisplayName(r.invoice.client) },
  { header: 'Amount', value: (r) => formatMoney(r.invoice.amount), align: 'right' },
  { header: 'Due Date', value: (r) => formatDisplayDate(r.invoice.dueDate) },
  { header: 'Status', value: (r) => invoiceStatusLabel(r.status) },
];

const byDueDate = (a: Invoice, b: Invoice) =>
  a.dueDate.localeCompare(b.dueDate) || a.invoiceNumber.localeCompare(b.invoiceNumber);

export function registerInvoicesUnpaidCommand(invoices: Command, io: CliIo): void {
  invoices
    .command('unpaid')
    .description('Every invoice not paid (unpaid and overdue), earliest due date first')
    .addHelpText('after', examples('crm invoices unpaid', 'crm invoices unpaid --json'))
    .action(async (_options: unknown, command: Command) => {
      const ctx = commandContext(io, command);
      const { api } = await connect(ctx);
      // 'unpaid' and 'overdue' split the not-paid invoices by due date (the list's own filter).
      const fetchStatus = (status: 'unpaid' | 'overdue') =>
        fetchAllPages(async (page, limit) => {
          const answer = await api.invoices.list({ query: { page, limit, status } });
          return { rows: answer.invoices, total: answer.total };
        });
      const [unpaid, overdue] = await Promise.all([fetchStatus('unpaid'), fetchStatus('overdue')]);
      const seen = new Set<string>();
      const invoicesDue = [...overdue, ...unpaid]
        .filter((i) => !seen.has(i.id) && seen.add(i.id))
        .sort(byDueDate);
      const today = todayInLondon(io.now());
      const rows = invoicesDue.map((invoice) => ({
        invoice,
        status: displayInvoiceStatus(invoice, today),
      }));
      const total = sumMoney(invoicesDue.map((i) => i.amount));
      ctx.printer.table(rows, columns, {
        jsonValue: rows.map(({ invoice, status }) => ({ ...invoice, displayStatus: status })),
        emptyMessage: 'No unpaid invoices',
      });
      if (!ctx.printer.json && rows.length > 0) {
        ctx.printer.info(
          `${rows.length} unpaid ${rows.length === 1 ? 'invoice' : 'invoices'}, ${formatMoney(total)} in total`,
        );
      }
    });
}
