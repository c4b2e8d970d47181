import type { SalesDocument } from '@crm/domain';
import { DOCUMENT_LINE_HEADINGS } from '@crm/domain';
import './sales-document.css';

export type SalesDocumentViewProps = {
  document: SalesDocument;
  /** The logo's address, when the business has one. */
  logoUrl?: string | null;
};

/**
 * An invoice or quote as the client sees it: the same content, in the same order, as its PDF
 * (both lay out one SalesDocument from @crm/domain).
 */
export function SalesDocumentView({ document, logoUrl }: SalesDocumentViewProps) {
  return (
    <article className="sales-document" aria-label={`${document.title} ${document.number}`}>
      <header className="sales-document-header">
        <div>
          {logoUrl ? <img className="sales-document-logo" src={logoUrl} alt="" /> : null}
          <p className="sales-document-seller">{document.seller.name}</p>
          {document.seller.lines.map((line) => (
            <p key={line} className="sales-document-muted">
              {line}
            </p>
          ))}
        </div>
        <div className="sales-document-title-block">
          <p className="sales-document-title">{document.title}</p>
          <dl className="sales-document-facts">
            {document.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
      <section aria-label={document.buyerHeading}>
        <p className="sales-document-heading">{document.buyerHeading}</p>
        <p className="sales-document-buyer">{document.buyer.name}</p>
        {document.buyer.lines.map((line) => (
          <p key={line} className="sales-document-muted">
            {line}
          </p>
        ))}
      </section>
      <table className="sales-document-lines">
        <thead>
          <tr>
            <th scope="col">{DOCUMENT_LINE_HEADINGS.description}</th>
            <th scope="col">{DOCUMENT_LINE_HEADINGS.quantity}</th>
            <th scope="col">{DOCUMENT_LINE_HEADINGS.unitPrice}</th>
            {document.vatColumn && <th scope="col">{DOCUMENT_LINE_HEADINGS.vatRate}</th>}
            <th scope="col">{DOCUMENT_LINE_HEADINGS.total}</th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.description}</td>
              <td>{line.quantity}</td>
              <td>{line.unitPrice}</td>
              {document.vatColumn && <td>{line.vatRate}</td>}
              <td>{line.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="sales-document-totals">
        {document.totals.map((total) => (
          <div key={total.label} data-emphasis={total.emphasis || undefined}>
            <dt>{total.label}</dt>
            <dd>{total.value}</dd>
          </div>
        ))}
      </dl>
      {document.payment ? (
        <section aria-label={document.payment.heading}>
          <p className="sales-document-heading">{document.payment.heading}</p>
          {document.payment.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      ) : null}
      {document.terms.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {document.footer ? <p className="sales-document-muted">{document.footer}</p> : null}
    </article>
  );
}
