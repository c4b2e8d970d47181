import { describe, it, expect } from 'vitest';
import { InvoiceCreateSchema, InvoiceUpdateSchema } from './invoice.schema';

const clientId = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';
const valid = {
  clientId,
  invoiceDate: '2026-01-05',
  dueDate: '2026-02-04',
  lineItems: [{ description: 'Website', quantity: 1, unitPrice: '1250' }],
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('InvoiceCreateSchema', () => {
  it('recomputes line totals and the amount, ignoring what was sent', () => {
    const invoice = InvoiceCreateSchema.parse({
      ...valid,
      amount: '999.99',
      lineItems: [
        { description: 'A', quantity: 1, unitPrice: '0.10', total: '5.00' },
        { description: 'B', quantity: '2', unitPrice: 0.2 },
      ],
    });
    expect(invoice.amount).toBe('0.50');
    expect(invoice.lineItems).toEqual([
      { description: 'A', quantity: 1, unitPrice: '0.10', total: '0.10' },
      { description: 'B', quantity: 2, unitPrice: '0.20', total: '0.40' },
    ]);
  });

  it('defaults status to unpaid, project to null and a blank number to generated', () => {
    const invoice = InvoiceCreateSchema.parse({ ...valid, invoiceNumber: '  ', projectId: 'none' });
    expect(invoice.status).toBe('unpaid');
    expect(invoice.projectId).toBeNull();
    expect(invoice.invoiceNumber).toBeUndefined();
    expect(InvoiceCreateSchema.parse({ ...valid, invoiceNumber: ' 2026-07 ' }).invoiceNumber).toBe(
      '2026-07',
    );
  });

  it("shows the spec's messages", () => {
    expect(
      messages(
        InvoiceCreateSchema.safeParse({
          clientId: '',
          invoiceDate: '2026-01-05',
          dueDate: '',
          lineItems: [],
        }),
      ),
    ).toEqual({
      clientId: 'Client is required',
      dueDate: 'Due date is required',
      lineItems: 'At least one line item is required',
    });
  });

  it('needs a line with a description; entirely empty lines are dropped', () => {
    const blankOnly = InvoiceCreateSchema.safeParse({
      ...valid,
      lineItems: [{ description: '  ', quantity: 1, unitPrice: '' }],
    });
    expect(messages(blankOnly)).toEqual({ lineItems: 'At least one line item is required' });

    const withEmptyLine = InvoiceCreateSchema.parse({
      ...valid,
      lineItems: [
        { description: '', quantity: 1, unitPrice: 0 },
        { description: 'Hosting', quantity: 12, unitPrice: '10' },
      ],
    });
    expect(withEmptyLine.lineItems).toHaveLength(1);
    expect(withEmptyLine.amount).toBe('120.00');
  });

  it('refuses a priced line without a description, at its own path', () => {
    const result = InvoiceCreateSchema.safeParse({
      ...valid,
      lineItems: [
        { description: 'Design', quantity: 1, unitPrice: '10' },
        { description: '', quantity: 1, unitPrice: '5' },
      ],
    });
    expect(messages(result)).toEqual({ 'lineItems.1.description': 'Description is required' });
  });

  it('refuses bad quantities and prices per line', () => {
    const result = InvoiceCreateSchema.safeParse({
      ...valid,
      lineItems: [
        { description: 'A', quantity: 1.5, unitPrice: '1' },
        { description: 'B', quantity: -1, unitPrice: '1' },
        { description: 'C', quantity: 1, unitPrice: '-1' },
        { description: 'D', quantity: 1, unitPrice: 'ten' },
      ],
    });
    expect(messages(result)).toEqual({
      'lineItems.0.quantity': 'Quantity must be a whole number of 0 or more',
      'lineItems.1.quantity': 'Quantity must be a whole number of 0 or more',
      'lineItems.2.unitPrice': 'Unit price cannot be negative',
      'lineItems.3.unitPrice': 'Unit price must be a valid number',
    });
  });

  it('refuses totals beyond what can be stored', () => {
    const result = InvoiceCreateSchema.safeParse({
      ...valid,
      lineItems: [{ description: 'Huge', quantity: 1_000_000, unitPrice: '9999999.99' }],
    });
    expect(messages(result)).toEqual({ 'lineItems.0.unitPrice': 'Amount is too large' });
  });

  it('refuses a due date before the invoice date, at dueDate; the same day is fine', () => {
    const early = InvoiceCreateSchema.safeParse({
      ...valid,
      invoiceDate: '2026-01-05',
      dueDate: '2026-01-04',
    });
    expect(messages(early)).toEqual({ dueDate: 'Due date must be on or after the invoice date' });
    const sameDay = InvoiceCreateSchema.safeParse({ ...valid, dueDate: valid.invoiceDate });
    expect(sameDay.success).toBe(true);
  });

  it('refuses an unknown status and a malformed date', () => {
    expect(
      messages(
        InvoiceCreateSchema.safeParse({ ...valid, status: 'void', invoiceDate: '05/01/2026' }),
      ),
    ).toEqual({
      status: 'Please choose a valid status',
      invoiceDate: 'Please enter a valid date',
    });
  });
});

describe('InvoiceUpdateSchema', () => {
  it('changes only what is sent (mark as paid)', () => {
    expect(InvoiceUpdateSchema.parse({ status: 'paid' })).toEqual({ status: 'paid' });
  });

  it('refuses a due date before the invoice date when both are sent', () => {
    const early = InvoiceUpdateSchema.safeParse({
      invoiceDate: '2026-01-05',
      dueDate: '2026-01-01',
    });
    expect(messages(early)).toEqual({ dueDate: 'Due date must be on or after the invoice date' });
    expect(InvoiceUpdateSchema.safeParse({ dueDate: '2026-01-01' }).success).toBe(true);
  });

  it('recomputes the amount when line items are sent', () => {
    const update = InvoiceUpdateSchema.parse({
      lineItems: [{ description: 'A', quantity: 3, unitPrice: '0.10' }],
    });
    expect(update).toMatchObject({ amount: '0.30' });
  });
});
