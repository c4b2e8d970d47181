import { Badge, createTableColumnHelper } from '@crm/ui';
import type { TableColumns } from '@crm/ui';
import { clientDisplayName, domainBadgeVariant, expiryText, formatDisplayDate } from '@crm/domain';
import { formatMoney, orNotApplicable } from '@crm/domain';
import type { ClientRef } from '@crm/domain';

/** What a domain renewal row shows: a Domain and the dashboard's UpcomingRenewal both fit. */
export type RenewalRow = {
  client: Pick<ClientRef, 'name' | 'businessName'>;
  expiryDate: string;
  renewalPrice: string | null;
  registrar: string | null;
};

export type RenewalColumnsOptions = {
  /** Today (YYYY-MM-DD), which Days Left counts from. */
  day: string;
  /** Extra class of the Days Left badge. */
  badgeClassName?: string;
};

/**
 * Client, Expiry Date, Days Left, Renewal Price and Registrar: the renewal columns the Domains
 * table and the dashboard's Upcoming Renewals share. Each caller puts its own Domain column first.
 */
export function renewalColumns<TRow extends RenewalRow>(
  options: RenewalColumnsOptions,
): TableColumns<TRow> {
  const { day, badgeClassName } = options;
  const col = createTableColumnHelper<TRow>();
  return col.columns([
    col.accessor((row) => clientDisplayName(row.client), { id: 'client', header: 'Client' }),
    col.accessor((row) => row.expiryDate, {
      id: 'expiryDate',
      header: 'Expiry Date',
      cell: (info) => formatDisplayDate(info.getValue()),
    }),
    col.display({
      id: 'daysLeft',
      header: 'Days Left',
      cell: ({ row }) => (
        <Badge
          variant={domainBadgeVariant(row.original.expiryDate, day)}
          className={badgeClassName}
        >
          {expiryText(row.original.expiryDate, day)}
        </Badge>
      ),
    }),
    col.accessor((row) => row.renewalPrice, {
      id: 'renewalPrice',
      header: 'Renewal Price',
      cell: (info) => {
        const price = info.getValue();
        return price === null ? orNotApplicable(null) : formatMoney(price);
      },
      meta: { align: 'end' },
    }),
    col.accessor((row) => row.registrar, {
      id: 'registrar',
      header: 'Registrar',
      cell: (info) => orNotApplicable(info.getValue()),
    }),
  ]);
}
