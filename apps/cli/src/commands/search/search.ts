import {
  isSearchable,
  noResultsText,
  SEARCH_TOO_SHORT_TEXT,
  searchResultPath,
  type SearchResult,
} from '@crm/domain';
import type { Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import { usageError } from '../../errors/cli-error';
import type { CliIo } from '../../io/cli-io';
import type { Column } from '../../output/table';

const TYPE_LABELS: Record<SearchResult['type'], string> = {
  client: 'Client',
  project: 'Project',
  invoice: 'Invoice',
  domain: 'Domain',
  task: 'Task',
};

/** The web app's page for each result, as a link to open. */
const columnsFor = (serverUrl: string): Column<SearchResult>[] => [
  { header: 'Type', value: (r) => TYPE_LABELS[r.type] },
  { header: 'Title', value: (r) => r.title },
  { header: 'Details', value: (r) => r.subtitle ?? '' },
  { header: 'Link', value: (r) => `${serverUrl}${searchResultPath(r)}` },
];

export function registerSearchCommand(program: Command, io: CliIo): void {
  program
    .command('search')
    .description('Search clients, projects, invoices, domains and tasks (at most 5 of each)')
    .argument('<text...>', 'what to look for (at least 3 characters)')
    .addHelpText(
      'after',
      examples('crm search acme', 'crm search "INV-00"', 'crm search example.com --json'),
    )
    .action(async (words: string[], _options: unknown, command: Command) => {
      const ctx = commandContext(io, command);
      const query = words.join(' ').trim();
      if (!isSearchable(query)) throw usageError(SEARCH_TOO_SHORT_TEXT);
      const { api, settings } = await connect(ctx);
      const results = await api.search.search({ query: { q: query } });
      ctx.printer.table(results, columnsFor(settings.url), {
        jsonValue: results,
        emptyMessage: noResultsText(query),
      });
    });
}
