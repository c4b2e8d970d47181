import { createTableColumnHelper } from '@crm/ui';
import type { TableColumns } from '@crm/ui';
import { formatMoney, NOT_APPLICABLE, renewalMargin, toPence } from '@crm/domain';
import type { RenewalTerms } from '@crm/domain';
import './renewal-margin.css';

/** A margin as money; below zero (a cost not passed on) it is marked as a loss. */
export function MarginAmount({ margin }: { margin: string }) {
  const loss = toPence(margin) < 0;
  return (
    <span className={loss ? 'margin-loss' : undefined}>
      {formatMoney(margin)}
      {loss ? <span className="visually-hidden"> (a loss)</span> : null}
    </span>
  );
}

/** The quote prices less the costs of a domain's renewals; N/A when it has neither. */
export function RenewalMarginCell({ terms }: { terms: RenewalTerms }) {
  const { income, cost, margin } = renewalMargin(terms);
  if (income === '0.00' && cost === '0.00') return NOT_APPLICABLE;
  return <MarginAmount margin={margin} />;
}

/** The Margin column of the Domains table and the client page's Domains tab. */
export function marginColumn<TRow extends RenewalTerms>(): TableColumns<TRow> {
  const col = createTableColumnHelper<TRow>();
  return col.columns([
    col.display({
      id: 'margin',
      header: 'Margin',
      cell: ({ row }) => <RenewalMarginCell terms={row.original} />,
      meta: { align: 'end' },
    }),
  ]);
}
