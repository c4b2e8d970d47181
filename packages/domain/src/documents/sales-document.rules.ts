import type { BusinessProfile } from '../business/business-profile.schema';
import { formatIban } from '../business/uk-bank-details.rules';
import { formatDocumentDate } from '../dates/dates.rules';
import { invoiceAmount } from '../invoice/invoice.rules';
import { formatMoney, fromPence, toPence } from '../money/money.rules';
import { quoteLines } from '../project/quote-invoice.rules';
import {
  chargesVat,
  DISBURSEMENTS_LABEL,
  suppliesAndDisbursements,
  vatBreakdown,
} from '../vat/vat-amounts.rules';
import { VAT_RATE_LABELS, VAT_RATE_PERCENT, type VatRate } from '../vat/vat-rate';
import type { DocumentParty, DocumentTotal, SalesDocument } from './sales-document.types';

/** What a document needs of the client (the API reads the whole client, not its short form). */
export type DocumentClient = {
  name: string;
  businessName: string | null;
  address: string | null;
  email: string | null;
};

export type DocumentLineInput = {
  description: string;
  quantity: number;
  unitPrice: string;
  total: string;
  vatRate?: VatRate | null | undefined;
};

export type InvoiceDocumentInput = {
  invoiceNumber: string;
  invoiceDate: string;
  supplyDate: string | null;
  dueDate: string;
  amount: string;
  amountPaid: string;
  lineItems: readonly DocumentLineInput[];
  client: DocumentClient;
};

/** Shown where the seller's name goes until the business profile is filled in. */
export const PROFILE_MISSING_NAME = 'Your business name (Settings, Business profile)';

function addressLines(address: string | null): string[] {
  return (address ?? '')
    .split(/\r?\n|,\s*/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function present(...values: (string | null | undefined)[]): string[] {
  return values.filter((value): value is string => typeof value === 'string' && value !== '');
}

/** The seller as HMRC asks: name, legal name, address, contact details and registered numbers. */
export function sellerParty(profile: BusinessProfile): DocumentParty {
  const name = profile.tradingName ?? PROFILE_MISSING_NAME;
  return {
    name,
    lines: [
      ...present(profile.legalName !== name ? profile.legalName : null),
      ...addressLines(profile.address),
      ...present(profile.email, profile.phone, profile.website),
      ...present(
        profile.companyNumber && `Company number ${profile.companyNumber}`,
        profile.vatNumber && `VAT number ${profile.vatNumber}`,
      ),
    ],
  };
}

/** The client: business name (the person's name under it) or name, then address and email. */
export function buyerParty(client: DocumentClient): DocumentParty {
  const name = client.businessName ?? client.name;
  return {
    name,
    lines: [
      ...present(client.businessName ? client.name : null),
      ...addressLines(client.address),
      ...present(client.email),
    ],
  };
}

/** Bank details with the document number as the reference; null when there are none to show. */
function paymentLines(profile: BusinessProfile, reference: string): string[] | null {
  const lines = present(
    profile.bankAccountName && `Account name: ${profile.bankAccountName}`,
    profile.sortCode && `Sort code: ${profile.sortCode}`,
    profile.accountNumber && `Account number: ${profile.accountNumber}`,
    profile.iban && `IBAN: ${formatIban(profile.iban)}`,
    profile.bic && `BIC: ${profile.bic}`,
  );
  return lines.length === 0 ? null : [...lines, `Reference: ${reference}`];
}

function documentLines(lines: readonly DocumentLineInput[]) {
  return lines.map((line) => ({
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: formatMoney(line.unitPrice),
    total: formatMoney(line.total),
    vatRate: line.vatRate ? VAT_RATE_LABELS[line.vatRate] : '',
  }));
}

/**
 * Net, the VAT at each rate charged and the gross, as a VAT invoice shows them (uk-rules.md),
 * with any disbursements apart from the supplies; a document without VAT shows its total alone.
 */
function amountTotals(lines: readonly DocumentLineInput[]): DocumentTotal[] {
  const breakdown = vatBreakdown(lines);
  if (!chargesVat(lines))
    return [
      { label: 'Subtotal', value: formatMoney(breakdown.net), emphasis: false },
      { label: 'Total', value: formatMoney(breakdown.gross), emphasis: true },
    ];
  const charged = breakdown.byRate.filter((row) => VAT_RATE_PERCENT[row.rate] > 0);
  const { supplies, disbursements } = suppliesAndDisbursements(breakdown);
  return [
    { label: 'Subtotal (excluding VAT)', value: formatMoney(supplies), emphasis: false },
    ...charged.map((row) => ({
      label: `VAT at ${VAT_RATE_LABELS[row.rate]} on ${formatMoney(row.net)}`,
      value: formatMoney(row.vat),
      emphasis: false,
    })),
    { label: 'Total VAT', value: formatMoney(breakdown.vat), emphasis: false },
    ...(disbursements === null
      ? []
      : [{ label: DISBURSEMENTS_LABEL, value: formatMoney(disbursements), emphasis: false }]),
    { label: 'Total (including VAT)', value: formatMoney(breakdown.gross), emphasis: true },
  ];
}

/** An invoice with what gov.uk asks an invoice to show (uk-rules.md). */
export function invoiceDocument(
  invoice: InvoiceDocumentInput,
  profile: BusinessProfile,
): SalesDocument {
  const balance = fromPence(Math.max(0, toPence(invoice.amount) - toPence(invoice.amountPaid)));
  const paidInFull = toPence(balance) === 0 && toPence(invoice.amount) > 0;
  const payment = paidInFull ? null : paymentLines(profile, invoice.invoiceNumber);
  return {
    kind: 'invoice',
    title: 'Invoice',
    number: invoice.invoiceNumber,
    facts: [
      { label: 'Invoice number', value: invoice.invoiceNumber },
      { label: 'Invoice date', value: formatDocumentDate(invoice.invoiceDate) },
      // The tax point is the supply date; with none given it is the invoice date.
      {
        label: 'Supply date',
        value: formatDocumentDate(invoice.supplyDate ?? invoice.invoiceDate),
      },
      { label: 'Due date', value: formatDocumentDate(invoice.dueDate) },
    ],
    seller: sellerParty(profile),
    buyerHeading: 'Bill to',
    buyer: buyerParty(invoice.client),
    lines: documentLines(invoice.lineItems),
    vatColumn: chargesVat(invoice.lineItems),
    totals: [
      ...amountTotals(invoice.lineItems),
      { label: 'Amount paid', value: formatMoney(invoice.amountPaid), emphasis: false },
      { label: 'Balance due', value: formatMoney(balance), emphasis: true },
    ],
    payment: payment && { heading: 'How to pay', lines: payment },
    terms: paidInFull
      ? ['Paid in full. Thank you.']
      : [
          `Payment terms: ${profile.paymentTermsDays} days.`,
          `Please pay ${formatMoney(balance)} by ${formatDocumentDate(invoice.dueDate)}, quoting ${invoice.invoiceNumber}.`,
        ],
    footer: profile.footer,
    fileName: documentFileName(invoice.invoiceNumber),
  };
}

export type QuoteDocumentInput = {
  quoteNumber: string;
  /** The day the quote was made (London). */
  quoteDate: string;
  validUntil: string;
  projectName: string;
  price: string | null;
  lineItems: readonly {
    description: string;
    quantity: number;
    unitPrice: string;
    vatRate?: VatRate | null | undefined;
  }[];
  client: DocumentClient;
  /** Settings › VAT's default rate: a price-only quote's single line carries it. */
  defaultVatRate?: VatRate | null;
};

/** A quote: its lines (or one line of the project at its price), total, and how to accept. */
export function quoteDocument(quote: QuoteDocumentInput, profile: BusinessProfile): SalesDocument {
  const lines = quoteLines(quote, quote.defaultVatRate ?? null);
  const total = invoiceAmount(lines);
  const validUntil = formatDocumentDate(quote.validUntil);
  return {
    kind: 'quote',
    title: 'Quote',
    number: quote.quoteNumber,
    facts: [
      { label: 'Quote number', value: quote.quoteNumber },
      { label: 'Quote date', value: formatDocumentDate(quote.quoteDate) },
      { label: 'Valid until', value: validUntil },
      { label: 'Project', value: quote.projectName },
    ],
    seller: sellerParty(profile),
    buyerHeading: 'Prepared for',
    buyer: buyerParty(quote.client),
    lines: documentLines(lines),
    vatColumn: chargesVat(lines),
    totals: chargesVat(lines)
      ? amountTotals(lines)
      : [{ label: 'Total', value: formatMoney(total), emphasis: true }],
    payment: null,
    terms: [
      `This quote is valid until ${validUntil}.`,
      `To accept it, reply quoting ${quote.quoteNumber}; we will then invoice as quoted, with payment due within ${profile.paymentTermsDays} days of the invoice.`,
    ],
    footer: profile.footer,
    fileName: documentFileName(quote.quoteNumber),
  };
}

/** The PDF's file name: the document's number, as the client will file it. */
export function documentFileName(number: string): string {
  return `${number}.pdf`;
}
