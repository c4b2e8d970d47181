import { describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS_PROFILE, type BusinessProfile } from '../business/business-profile.schema';
import {
  invoiceDocument,
  PROFILE_MISSING_NAME,
  quoteDocument,
  type InvoiceDocumentInput,
  type QuoteDocumentInput,
} from './sales-document.rules';

const profile: BusinessProfile = {
  ...EMPTY_BUSINESS_PROFILE,
  tradingName: 'Zoë Design',
  legalName: 'Zoë Design Ltd',
  companyNumber: '01234567',
  address: '1 Łódź Street\nManchester, M1 1AA',
  email: 'hello@zoe.example',
  vatNumber: 'GB123456789',
  bankAccountName: 'Zoë Design Ltd',
  sortCode: '12-34-56',
  accountNumber: '31926819',
  iban: 'GB29NWBK60161331926819',
  paymentTermsDays: 14,
  footer: 'Registered in England and Wales',
};

const invoice: InvoiceDocumentInput = {
  invoiceNumber: 'INV-0042',
  invoiceDate: '2026-11-24',
  supplyDate: null,
  dueDate: '2026-12-08',
  amount: '1250.00',
  amountPaid: '250.00',
  lineItems: [
    { description: 'Ñandú brand identity', quantity: 1, unitPrice: '1000.00', total: '1000.00' },
    { description: 'Hosting for Ștefan', quantity: 2, unitPrice: '125.00', total: '250.00' },
  ],
  client: {
    name: 'Ștefan Ionescu',
    businessName: 'Ñandú Ltd',
    address: '2 High St, Leeds',
    email: 's@nandu.example',
  },
};

describe('invoiceDocument', () => {
  it('shows what an invoice must: numbers, dates, both parties, lines and what is owed', () => {
    const document = invoiceDocument(invoice, profile);
    expect(document.title).toBe('Invoice');
    expect(document.facts).toEqual([
      { label: 'Invoice number', value: 'INV-0042' },
      { label: 'Invoice date', value: '24 Nov 2026' },
      { label: 'Supply date', value: '24 Nov 2026' },
      { label: 'Due date', value: '8 Dec 2026' },
    ]);
    expect(document.seller).toEqual({
      name: 'Zoë Design',
      lines: [
        'Zoë Design Ltd',
        '1 Łódź Street',
        'Manchester',
        'M1 1AA',
        'hello@zoe.example',
        'Company number 01234567',
        'VAT number GB123456789',
      ],
    });
    expect(document.buyer).toEqual({
      name: 'Ñandú Ltd',
      lines: ['Ștefan Ionescu', '2 High St', 'Leeds', 's@nandu.example'],
    });
    expect(document.lines[1]).toEqual({
      description: 'Hosting for Ștefan',
      quantity: '2',
      unitPrice: '£125.00',
      total: '£250.00',
      vatRate: '',
    });
    expect(document.vatColumn).toBe(false);
    expect(document.totals.map((total) => [total.label, total.value])).toEqual([
      ['Subtotal', '£1,250.00'],
      ['Total', '£1,250.00'],
      ['Amount paid', '£250.00'],
      ['Balance due', '£1,000.00'],
    ]);
    expect(document.payment?.lines).toEqual([
      'Account name: Zoë Design Ltd',
      'Sort code: 12-34-56',
      'Account number: 31926819',
      'IBAN: GB29 NWBK 6016 1331 9268 19',
      'Reference: INV-0042',
    ]);
    expect(document.terms).toEqual([
      'Payment terms: 14 days.',
      'Please pay £1,000.00 by 8 Dec 2026, quoting INV-0042.',
    ]);
    expect(document.footer).toBe('Registered in England and Wales');
    expect(document.fileName).toBe('INV-0042.pdf');
  });

  it('shows the supply date when it differs from the invoice date', () => {
    const document = invoiceDocument({ ...invoice, supplyDate: '2026-10-31' }, profile);
    expect(document.facts[2]).toEqual({ label: 'Supply date', value: '31 Oct 2026' });
  });

  it('says paid in full, and asks for nothing, once the balance is zero', () => {
    const document = invoiceDocument({ ...invoice, amountPaid: '1250.00' }, profile);
    expect(document.totals.at(-1)).toMatchObject({ label: 'Balance due', value: '£0.00' });
    expect(document.payment).toBeNull();
    expect(document.terms).toEqual(['Paid in full. Thank you.']);
  });

  it('still renders before the business profile is filled in, saying what is missing', () => {
    const document = invoiceDocument(invoice, EMPTY_BUSINESS_PROFILE);
    expect(document.seller).toEqual({ name: PROFILE_MISSING_NAME, lines: [] });
    expect(document.payment).toBeNull();
  });

  it('names a client without a business by their own name', () => {
    const client = { name: 'Zoë Smith', businessName: null, address: null, email: null };
    expect(invoiceDocument({ ...invoice, client }, profile).buyer).toEqual({
      name: 'Zoë Smith',
      lines: [],
    });
  });
});

describe('quoteDocument', () => {
  const quote: QuoteDocumentInput = {
    quoteNumber: 'Q-0007',
    quoteDate: '2026-11-24',
    validUntil: '2026-12-24',
    projectName: 'Zoë’s new shop',
    price: '1250.00',
    lineItems: invoice.lineItems,
    client: invoice.client,
  };

  it('shows the number, its dates, the lines, the total and how to accept', () => {
    const document = quoteDocument(quote, profile);
    expect(document.title).toBe('Quote');
    expect(document.facts).toEqual([
      { label: 'Quote number', value: 'Q-0007' },
      { label: 'Quote date', value: '24 Nov 2026' },
      { label: 'Valid until', value: '24 Dec 2026' },
      { label: 'Project', value: 'Zoë’s new shop' },
    ]);
    expect(document.buyerHeading).toBe('Prepared for');
    expect(document.lines).toHaveLength(2);
    expect(document.totals).toEqual([{ label: 'Total', value: '£1,250.00', emphasis: true }]);
    expect(document.payment).toBeNull();
    expect(document.terms[0]).toBe('This quote is valid until 24 Dec 2026.');
    expect(document.terms[1]).toContain('quoting Q-0007');
    expect(document.fileName).toBe('Q-0007.pdf');
  });

  it('without lines shows one line of the project at its price', () => {
    const document = quoteDocument({ ...quote, lineItems: [], price: '800.00' }, profile);
    expect(document.lines).toEqual([
      {
        description: 'Zoë’s new shop',
        quantity: '1',
        unitPrice: '£800.00',
        total: '£800.00',
        vatRate: '',
      },
    ]);
    expect(document.totals[0]?.value).toBe('£800.00');
  });
});

describe('a VAT invoice', () => {
  // £1,000 at 20% and 2 × £125 at 5% (uk-rules.md: VAT per rate, rounded per invoice):
  // VAT 200.00 + 12.50 = 212.50; gross 1,250.00 + 212.50 = 1,462.50.
  const vatInvoice: InvoiceDocumentInput = {
    ...invoice,
    amount: '1462.50',
    amountPaid: '0.00',
    lineItems: [
      { ...invoice.lineItems[0]!, vatRate: '20' },
      { ...invoice.lineItems[1]!, vatRate: '5' },
      {
        description: 'Training (exempt)',
        quantity: 1,
        unitPrice: '0.00',
        total: '0.00',
        vatRate: 'exempt',
      },
    ],
  };

  it('shows each line’s rate, net, the VAT at each rate charged, total VAT and the gross', () => {
    const document = invoiceDocument(vatInvoice, profile);
    expect(document.vatColumn).toBe(true);
    expect(document.lines.map((line) => line.vatRate)).toEqual(['20%', '5%', 'Exempt']);
    expect(document.seller.lines).toContain('VAT number GB123456789');
    expect(document.totals.map((total) => [total.label, total.value])).toEqual([
      ['Subtotal (excluding VAT)', '£1,250.00'],
      ['VAT at 20% on £1,000.00', '£200.00'],
      ['VAT at 5% on £250.00', '£12.50'],
      ['Total VAT', '£212.50'],
      ['Total (including VAT)', '£1,462.50'],
      ['Amount paid', '£0.00'],
      ['Balance due', '£1,462.50'],
    ]);
  });

  it('shows a disbursement apart from the supplies, after their VAT (VAT Notice 700, section 25)', () => {
    // £1,000 at 20% and a £15.99 domain fee paid for the client: VAT 200.00, gross 1,215.99.
    const document = invoiceDocument(
      {
        ...invoice,
        amount: '1215.99',
        amountPaid: '0.00',
        lineItems: [
          { ...invoice.lineItems[0]!, vatRate: '20' },
          {
            description: 'example.co.uk renewal (paid for you)',
            quantity: 1,
            unitPrice: '15.99',
            total: '15.99',
            vatRate: 'disbursement',
          },
        ],
      },
      profile,
    );
    expect(document.lines.map((line) => line.vatRate)).toEqual(['20%', 'Disbursement']);
    expect(document.totals.map((total) => [total.label, total.value])).toEqual([
      ['Subtotal (excluding VAT)', '£1,000.00'],
      ['VAT at 20% on £1,000.00', '£200.00'],
      ['Total VAT', '£200.00'],
      ['Disbursements (no VAT)', '£15.99'],
      ['Total (including VAT)', '£1,215.99'],
      ['Amount paid', '£0.00'],
      ['Balance due', '£1,215.99'],
    ]);
  });

  it('a quote with VAT lines shows the same breakdown', () => {
    const document = quoteDocument(
      {
        quoteNumber: 'Q-0008',
        quoteDate: '2026-11-24',
        validUntil: '2026-12-24',
        projectName: 'Site',
        price: null,
        lineItems: [{ description: 'Site', quantity: 3, unitPrice: '33.33', vatRate: '20' }],
        client: invoice.client,
      },
      profile,
    );
    // 99.99 net; VAT 19.998 rounds to 20.00; gross 119.99.
    expect(document.totals.map((total) => total.value)).toEqual([
      '£99.99',
      '£20.00',
      '£20.00',
      '£119.99',
    ]);
  });
});
