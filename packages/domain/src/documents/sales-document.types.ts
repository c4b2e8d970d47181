/**
 * An invoice or quote as the client sees it: every text already worded and formatted, so the
 * PDF (API) and the page (web) lay out the same content and neither decides what it says.
 */
export type DocumentParty = {
  /** The trading name, or the client's business name or name. */
  name: string;
  /** Under the name: legal name, address lines, email, phone, website, numbers. */
  lines: string[];
};

export type DocumentFact = { label: string; value: string };

export type DocumentLine = {
  description: string;
  quantity: string;
  /** Before VAT. */
  unitPrice: string;
  /** quantity × unit price, before VAT. */
  total: string;
  /** '20%', '0% (zero-rated)', 'Exempt'...; '' on a document without VAT. */
  vatRate: string;
};

export type DocumentTotal = { label: string; value: string; emphasis: boolean };

export type SalesDocument = {
  kind: 'invoice' | 'quote';
  /** 'Invoice' or 'Quote', the document's first word. */
  title: string;
  number: string;
  facts: DocumentFact[];
  seller: DocumentParty;
  /** 'Bill to' on an invoice, 'Prepared for' on a quote. */
  buyerHeading: string;
  buyer: DocumentParty;
  lines: DocumentLine[];
  /** True when the lines carry VAT rates: the rate column is shown (a VAT invoice). */
  vatColumn: boolean;
  totals: DocumentTotal[];
  /** 'How to pay' and its lines (bank details, the reference), or null with no bank details. */
  payment: { heading: string; lines: string[] } | null;
  /** Payment terms on an invoice, acceptance wording on a quote. */
  terms: string[];
  footer: string | null;
  /** 'INV-0001.pdf'. */
  fileName: string;
};

/** The header row of the lines table, repeated on every page. */
export const DOCUMENT_LINE_HEADINGS: Readonly<DocumentLine> = {
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  total: 'Total',
  vatRate: 'VAT rate',
};
