import { PLANNED_REMINDER_DAYS } from '@crm/domain';
import type { Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import { wholeNumber } from '../../context/option-parsers';
import type { CliIo } from '../../io/cli-io';
import { fetchAllPages } from '../../paging/fetch-all-pages';
import { outboxColumns } from '../outbox/outbox';

/** `crm reminders plan`: the reminders the server will send, soonest first. */
export function registerRemindersCommand(program: Command, io: CliIo): void {
  const reminders = program
    .command('reminders')
    .description('Invoice reminders the server sends by itself');
  reminders
    .command('plan')
    .description('The reminders planned from now, soonest first, with when each goes')
    .option(
      '-d, --days <days>',
      'how many days ahead (1 to 365)',
      wholeNumber(1),
      PLANNED_REMINDER_DAYS,
    )
    .addHelpText('after', examples('crm reminders plan', 'crm reminders plan --days 7 --json'))
    .action(async (options: { days: number }, command: Command) => {
      const ctx = commandContext(io, command);
      const { api } = await connect(ctx);
      const planned = await fetchAllPages(async (page, limit) => {
        const answer = await api.outbox.list({
          query: { page, limit, status: 'planned', days: options.days },
        });
        return { rows: answer.messages, total: answer.total };
      });
      ctx.printer.table(planned, outboxColumns, {
        jsonValue: planned,
        emptyMessage: `No reminders planned in the next ${options.days} days`,
      });
    });
}
