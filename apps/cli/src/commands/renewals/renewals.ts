import { RENEWAL_KINDS, type Renewal, type RenewalKindFilter } from '@crm/api-contract';
import { DUE_SOON_DAYS, formatDisplayDate, formatMoney, NOT_APPLICABLE } from '@crm/domain';
import type { Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import { oneOf, wholeNumber } from '../../context/option-parsers';
import type { CliIo } from '../../io/cli-io';
import type { Column } from '../../output/table';
import { fetchAllPages } from '../../paging/fetch-all-pages';
import { daysLeftText, RENEWAL_KIND_LABELS } from '../../renewals/renewal-labels';

type RenewalsOptions = { within: number; kind: RenewalKindFilter };

const columns: Column<Renewal>[] = [
  { header: 'Date', value: (r) => formatDisplayDate(r.date) },
  { header: 'Kind', value: (r) => RENEWAL_KIND_LABELS[r.kind] },
  { header: 'Domain', value: (r) => r.domainName },
  { header: 'Client', value: (r) => r.clientName },
  { header: 'Days Left', value: (r) => daysLeftText(r.daysLeft) },
  {
    header: 'Price',
    value: (r) => (r.price === null ? NOT_APPLICABLE : formatMoney(r.price)),
    align: 'right',
  },
  { header: 'Registrar/Provider', value: (r) => r.provider ?? NOT_APPLICABLE },
];

export function registerRenewalsCommand(program: Command, io: CliIo): void {
  program
    .command('renewals')
    .description(
      'Upcoming domain, email and hosting renewals, soonest first (expired ones included)',
    )
    .option(
      '-w, --within <days>',
      'renewals due within this many days',
      wholeNumber(0),
      DUE_SOON_DAYS,
    )
    .option(
      '-k, --kind <kind>',
      'domain, email, hosting or all',
      oneOf([...RENEWAL_KINDS, 'all'] as const),
      'all',
    )
    .addHelpText(
      'after',
      examples(
        'crm renewals',
        'crm renewals --within 90',
        'crm renewals --kind email --within 60',
        'crm renewals --json',
      ),
    )
    .action(async (options: RenewalsOptions, command: Command) => {
      const ctx = commandContext(io, command);
      const { api } = await connect(ctx);
      // The server selects and sorts (by date, then kind, then domain name) and counts days in London.
      const renewals = await fetchAllPages(async (page, limit) => {
        const answer = await api.renewals.list({
          query: { within: options.within, kind: options.kind, page, limit },
        });
        return { rows: answer.renewals, total: answer.total };
      });
      ctx.printer.table(renewals, columns, {
        jsonValue: renewals,
        emptyMessage: `No renewals due within ${options.within} days`,
      });
    });
}
