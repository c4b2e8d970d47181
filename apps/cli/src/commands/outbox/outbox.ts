import {
  formatDateTime,
  OUTBOX_LIST_STATUSES,
  OUTBOX_STATUS_LABELS,
  type OutboxListStatus,
  type OutboxMessage,
} from '@crm/domain';
import { Option, type Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import type { CliIo } from '../../io/cli-io';
import type { Column } from '../../output/table';
import { fetchAllPages } from '../../paging/fetch-all-pages';

const columns: Column<OutboxMessage>[] = [
  {
    header: 'When',
    value: (m) =>
      m.plannedFor ? `Goes ${formatDateTime(m.plannedFor)}` : formatDateTime(m.createdAt),
  },
  { header: 'To', value: (m) => m.to.join(', ') },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Status', value: (m) => OUTBOX_STATUS_LABELS[m.status] },
  { header: 'Last error', value: (m) => (m.status === 'sent' ? '' : (m.lastError ?? '')) },
];

export const outboxColumns = columns;

export function registerOutboxCommand(program: Command, io: CliIo): void {
  program
    .command('outbox')
    .description(
      'The emails the product made, newest first, and what became of each (--status planned: those to come)',
    )
    .addOption(
      new Option('--status <status>', 'only messages in this status').choices(OUTBOX_LIST_STATUSES),
    )
    .addHelpText('after', examples('crm outbox', 'crm outbox --status failed --json'))
    .action(async (options: { status?: OutboxListStatus }, command: Command) => {
      const ctx = commandContext(io, command);
      const { api } = await connect(ctx);
      const messages = await fetchAllPages(async (page, limit) => {
        const answer = await api.outbox.list({ query: { page, limit, status: options.status } });
        return { rows: answer.messages, total: answer.total };
      });
      ctx.printer.table(messages, columns, {
        jsonValue: messages,
        emptyMessage: options.status
          ? `No ${OUTBOX_STATUS_LABELS[options.status].toLowerCase()} messages`
          : 'No messages',
      });
    });
}
