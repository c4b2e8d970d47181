import { createTableColumnHelper } from '@crm/ui';
import type { TableColumns } from '@crm/ui';
import { formatMoney, NOT_APPLICABLE, renewalCharges, renewalMargin, toPence } from '@crm/domain';
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

/**
 * The quote prices less the costs of a domain's renewals; N/A when none has a price or a cost
 * (as the renewals report leaves them out), while prices of £0.00 still show a margin.
 */
export function RenewalMarginCell({ terms }: { terms: RenewalTerms }) {
  const unpriced = renewalCharges(terms).every(
    (charge) => charge.price === null && charge.cost === null,
  );
  if (unpriced) return NOT_APPLICABLE;
  return <MarginAmount margin={renewalMargin(terms).margin} />;
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
