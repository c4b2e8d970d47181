import { describe, expect, it } from 'vitest';
import { invoiceFromQuote, quoteLines } from './quote-invoice.rules';
import {
  formatQuoteNumber,
  nextQuoteNumber,
  parseQuoteNumber,
  quoteValidUntil,
} from './quote-number.rules';
import { ProjectCreateSchema, ProjectUpdateSchema } from './project.schema';

const clientId = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';
const projectId = '3f1c1e2a-2222-4a2b-9c3d-123456789abc';

describe('quote numbers', () => {
  it('count up from Q-0001 and keep growing past four digits', () => {
    expect(formatQuoteNumber(1)).toBe('Q-0001');
    expect(formatQuoteNumber(10000)).toBe('Q-10000');
    expect(parseQuoteNumber('q-0042')).toBe(42);
    expect(parseQuoteNumber('INV-0042')).toBeNull();
    expect(nextQuoteNumber([])).toBe('Q-0001');
    expect(nextQuoteNumber(['Q-0009', null, 'Q-0002', 'custom'])).toBe('Q-0010');
    expect(() => formatQuoteNumber(0)).toThrow(RangeError);
  });

  it('hold for the profile validity unless a date is given', () => {
    expect(quoteValidUntil(null, { today: '2026-11-24', quoteValidityDays: 30 })).toBe(
      '2026-12-24',
    );
    expect(quoteValidUntil('2027-01-31', { today: '2026-11-24', quoteValidityDays: 30 })).toBe(
      '2027-01-31',
    );
  });
});

describe('a quote with lines', () => {
  const lines = [
    { description: 'Design', quantity: 3, unitPrice: '450.00' },
    { description: 'Build', quantity: 1, unitPrice: '1200.50' },
    { description: '', quantity: 1, unitPrice: '' },
  ];

  it('is priced at the sum of its lines, whatever price is sent', () => {
    const quote = ProjectCreateSchema.parse({
      projectName: 'Website',
      clientId,
      price: '99',
      lineItems: lines,
    });
    expect(quote.price).toBe('2550.50');
    expect(quote.lineItems.map((line) => line.total)).toEqual(['1350.00', '1200.50']);
    expect(ProjectCreateSchema.parse({ projectName: 'W', clientId, price: '80' })).toMatchObject({
      price: '80.00',
      lineItems: [],
      validUntil: null,
    });
  });

  it('keeps the price sent when an update clears the lines', () => {
    expect(ProjectUpdateSchema.parse({ lineItems: [], price: '10' })).toEqual({
      lineItems: [],
      price: '10.00',
    });
    expect(ProjectUpdateSchema.parse({ lineItems: lines }).price).toBe('2550.50');
  });

  it('refuses a line with a price and no description, naming the line', () => {
    const result = ProjectCreateSchema.safeParse({
      projectName: 'W',
      clientId,
      lineItems: [{ description: '', quantity: 1, unitPrice: '5' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['lineItems', 0, 'description'],
      message: 'Description is required',
    });
  });

  it('becomes an invoice of the same lines, due after the terms', () => {
    const invoice = invoiceFromQuote(
      {
        id: projectId,
        clientId,
        projectName: 'Website',
        price: '2550.50',
        lineItems: lines.slice(0, 2),
      },
      { today: '2026-11-24', paymentTermsDays: 14 },
    );
    expect(invoice).toMatchObject({
      clientId,
      projectId,
      invoiceDate: '2026-11-24',
      dueDate: '2026-12-08',
      status: 'unpaid',
      amount: '2550.50',
    });
    expect(invoice?.lineItems.map((line) => [line.description, line.total])).toEqual([
      ['Design', '1350.00'],
      ['Build', '1200.50'],
    ]);
  });

  it('without lines bills one line of the project at its price, and nothing without a price', () => {
    const project = { id: projectId, clientId, projectName: 'Logo', lineItems: [] };
    expect(quoteLines({ ...project, price: '300.00' })).toEqual([
      { description: 'Logo', quantity: 1, unitPrice: '300.00', total: '300.00', vatRate: null },
    ]);
    // The price is net: with a default rate the line carries it, and the quote shows its VAT.
    expect(quoteLines({ ...project, price: '300.00' }, '20')[0]?.vatRate).toBe('20');
    expect(
      invoiceFromQuote({ ...project, price: null }, { today: '2026-11-24', paymentTermsDays: 30 }),
    ).toBeNull();
  });
});
