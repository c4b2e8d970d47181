import { Link } from '@crm/ui';
import {
  formatDisplayDate,
  formatMoney,
  formatPence,
  invoiceDetailPath,
  toPence,
  vatReturnBoxes,
  type VatReturn,
} from '@crm/domain';

/** Each evidence table shows this many rows; the CSV and JSON downloads have every one. */
export const VAT_EVIDENCE_SHOWN = 200;

// Boxes 6 to 9 are whole pounds (HMRC): the domain's money format without the pence.
const wholePounds = (pounds: number) => formatPence(pounds * 100).replace(/\.00$/, '');

const boxValue = (box: number, value: string) =>
  box <= 5 ? formatMoney(value) : wholePounds(Number(value));

/** The nine boxes under their numbers, as HMRC asks for them. */
export function VatBoxesTable({ vatReturn }: { vatReturn: VatReturn }) {
  return (
    <div className="aged-scroll">
      <table className="aged-table vat-boxes" aria-label="VAT return boxes">
        <thead>
          <tr>
            <th scope="col">Box</th>
            <th scope="col">Description</th>
            <th scope="col" className="aged-amount">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {vatReturnBoxes(vatReturn).map((row) => (
            <tr key={row.field} data-total={row.box === 5 || undefined}>
              <th scope="row">{row.box}</th>
              <td className="vat-box-label">{row.label}</td>
              <td className="aged-amount">{boxValue(row.box, row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Box 5 in words: box 3 (VAT due) against box 4 (VAT reclaimed). */
export function netVatText(vatReturn: VatReturn): string {
  const due = toPence(vatReturn.totalVatDue);
  const reclaimed = toPence(vatReturn.vatReclaimedCurrPeriod);
  const amount = formatMoney(vatReturn.netVatDue);
  if (due > reclaimed) return `${amount} to pay to HMRC: box 3 is more than box 4.`;
  if (due < reclaimed) return `${amount} to reclaim from HMRC: box 4 is more than box 3.`;
  return 'Nothing to pay or reclaim: box 3 equals box 4.';
}

function CappedNote({ shown, total, what }: { shown: number; total: number; what: string }) {
  if (total <= shown) return null;
  return (
    <p className="report-note">
      The first {shown} of {total.toLocaleString('en-GB')} {what}; the CSV and JSON downloads list
      them all.
    </p>
  );
}

/** The sales behind boxes 1 and 6: invoices by tax point, or payments under cash accounting. */
export function VatSalesTable({ sales }: { sales: VatReturn['sales'] }) {
  const shown = sales.slice(0, VAT_EVIDENCE_SHOWN);
  return (
    <div className="aged-scroll">
      <table className="aged-table" aria-label="Sales">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Invoice</th>
            <th scope="col">Client</th>
            <th scope="col" className="aged-amount">
              Net
            </th>
            <th scope="col" className="aged-amount">
              VAT
            </th>
            <th scope="col" className="aged-amount">
              Gross
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((sale, index) => (
            // Under cash accounting an invoice paid in parts has a row per payment.
            <tr key={`${sale.invoiceId}-${sale.date}-${index}`}>
              <td>{formatDisplayDate(sale.date)}</td>
              <th scope="row">
                <Link href={invoiceDetailPath(sale.invoiceId)}>{sale.invoiceNumber}</Link>
              </th>
              <td>{sale.clientName}</td>
              <td className="aged-amount">{formatMoney(sale.net)}</td>
              <td className="aged-amount">{formatMoney(sale.vat)}</td>
              <td className="aged-amount">{formatMoney(sale.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CappedNote shown={shown.length} total={sales.length} what="sales" />
    </div>
  );
}

/** The purchases behind boxes 4 and 7: expenses by the date they were paid. */
export function VatPurchasesTable({ purchases }: { purchases: VatReturn['purchases'] }) {
  const shown = purchases.slice(0, VAT_EVIDENCE_SHOWN);
  return (
    <div className="aged-scroll">
      <table className="aged-table" aria-label="Purchases">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" className="aged-amount">
              Net
            </th>
            <th scope="col" className="aged-amount">
              VAT
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((purchase) => (
            <tr key={purchase.expenseId}>
              <td>{formatDisplayDate(purchase.date)}</td>
              <th scope="row">{purchase.description}</th>
              <td className="aged-amount">{formatMoney(purchase.net)}</td>
              <td className="aged-amount">{formatMoney(purchase.vat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CappedNote shown={shown.length} total={purchases.length} what="purchases" />
    </div>
  );
}
