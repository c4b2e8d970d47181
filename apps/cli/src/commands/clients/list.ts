import {
  clientContactName,
  clientDisplayName,
  PAGE_SIZE,
  pageLabel,
  showPager,
  totalLabel,
  totalPages,
  type Client,
} from '@crm/domain';
import type { Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import { wholeNumber } from '../../context/option-parsers';
import type { CliIo } from '../../io/cli-io';
import type { Column } from '../../output/table';

type ListOptions = { search?: string; page: number };

const columns: Column<Client>[] = [
  { header: 'Client', value: clientDisplayName },
  { header: 'Contact', value: (c) => clientContactName(c) ?? '' },
  { header: 'Email', value: (c) => c.email ?? '' },
  { header: 'Phone', value: (c) => c.phone ?? '' },
  { header: 'Tags', value: (c) => c.tags ?? '' },
];

export function registerClientsListCommand(clients: Command, io: CliIo): void {
  clients
    .command('list')
    .description('List clients, 20 a page, newest first (as the Clients screen)')
    .option('-s, --search <text>', 'only clients whose name, business name or email contains this')
    .option('-p, --page <n>', 'page number', wholeNumber(1), 1)
    .addHelpText(
      'after',
      examples(
        'crm clients list',
        'crm clients list --search acme',
        'crm clients list --page 2 --json',
      ),
    )
    .action(async (options: ListOptions, command: Command) => {
      const ctx = commandContext(io, command);
      const { api } = await connect(ctx);
      const search = options.search?.trim() ?? '';
      const query = { page: options.page, limit: PAGE_SIZE, search };
      // A search counts only so far: 'All Clients (1,000+)' and 'Page 1 of 50+'.
      const { clients, total, totalIsAtLeast = false } = await api.clients.list({ query });
      const pages = totalPages(total);
      const empty = search
        ? 'No clients found matching your search.'
        : total > 0
          ? `Page ${options.page} is past the last page.`
          : 'No clients yet.';
      if (!ctx.printer.json) ctx.printer.info(`All Clients (${totalLabel(total, totalIsAtLeast)})`);
      ctx.printer.table(clients, columns, {
        jsonValue: {
          clients,
          total,
          ...(totalIsAtLeast && { totalIsAtLeast }),
          page: options.page,
          pages,
        },
        emptyMessage: empty,
      });
      if (!ctx.printer.json && showPager(total, PAGE_SIZE, totalIsAtLeast)) {
        ctx.printer.info(pageLabel(options.page, pages, totalIsAtLeast));
      }
    });
}
