import { EmptyState, Link } from '@crm/ui';
import type { VatReturn, VatScheme } from '@crm/domain';
import { VAT_SETTINGS_PATH } from '../../shared/vat';
import { netVatText, VatBoxesTable, VatPurchasesTable, VatSalesTable } from './VatReturnTables';

const SCHEME_NOTES: Readonly<Record<VatScheme, string>> = {
  standard: 'Sales count by tax point: the supply date, else the invoice date.',
  cash: 'Sales count when paid: a row per payment received in the period, its VAT in proportion.',
  flat: 'Box 1 is your flat rate percentage of VAT-inclusive turnover, shared over the sales; VAT is reclaimed only on purchases of £2,000 or more.',
};

// Why a sale's gross can be less than its invoice's total.
const DISBURSEMENTS_NOTE =
  'Disbursements (costs recharged at cost) count in no box: the amounts below leave them out.';

/** In place of a return while the business is not VAT registered. */
export function NotRegistered() {
  return (
    <EmptyState
      title="You are not VAT registered: turn it on in Settings › VAT"
      description="A VAT return is worked out once your business is VAT registered."
      action={<Link href={VAT_SETTINGS_PATH}>Open Settings › VAT</Link>}
    />
  );
}

/** A return: box 5 in words, the nine boxes, then the sales and purchases behind them. */
export function ReturnBody({ vatReturn }: { vatReturn: VatReturn }) {
  if (vatReturn.sales.length === 0 && vatReturn.purchases.length === 0)
    return (
      <EmptyState
        title="No sales or purchases in this period"
        description="Every box is £0.00: a nil return, which HMRC still expects you to file."
      />
    );
  return (
    <div className="stack">
      <p className="vat-net" role="status">
        <strong>Box 5:</strong> {netVatText(vatReturn)}
      </p>
      <VatBoxesTable vatReturn={vatReturn} />
      <p className="report-note">
        {SCHEME_NOTES[vatReturn.scheme]} {DISBURSEMENTS_NOTE}
      </p>
      <h3 className="vat-heading">Sales ({vatReturn.sales.length.toLocaleString('en-GB')})</h3>
      {vatReturn.sales.length === 0 ? (
        <p className="report-empty">No sales in this period.</p>
      ) : (
        <VatSalesTable sales={vatReturn.sales} />
      )}
      <h3 className="vat-heading">
        Purchases ({vatReturn.purchases.length.toLocaleString('en-GB')})
      </h3>
      {vatReturn.purchases.length === 0 ? (
        <p className="report-empty">No purchases in this period.</p>
      ) : (
        <VatPurchasesTable purchases={vatReturn.purchases} />
      )}
    </div>
  );
}
