import { describe, expect, it } from 'vitest';
import {
  RecurringInvoiceCreateSchema,
  RecurringInvoiceSchema,
  RecurringInvoiceUpdateSchema,
  recurringScheduleIssues,
} from './recurring-invoice.schema';

const clientId = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';
const valid = {
  clientId,
  frequency: 'monthly',
  startDate: '2027-01-31',
  lineItems: [{ description: 'Retainer', quantity: 1, unitPrice: '500' }],
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('RecurringInvoiceCreateSchema', () => {
  it('defaults to no end, no count, not on the last day, not sent, the profile’s terms', () => {
    expect(RecurringInvoiceCreateSchema.parse({ ...valid, projectId: 'none' })).toEqual({
      clientId,
      projectId: null,
      frequency: 'monthly',
      startDate: '2027-01-31',
      endDate: null,
      count: null,
      onLastDay: false,
      lineItems: [{ description: 'Retainer', quantity: 1, unitPrice: '500.00', total: '500.00' }],
      autoSend: false,
      paymentTermsDays: null,
    });
  });

  it('takes a count or terms as typed, and a blank end date as none', () => {
    const parsed = RecurringInvoiceCreateSchema.parse({
      ...valid,
      count: ' 12 ',
      paymentTermsDays: '14',
      endDate: '  ',
      onLastDay: true,
      autoSend: true,
    });
    expect(parsed).toMatchObject({
      count: 12,
      paymentTermsDays: 14,
      endDate: null,
      onLastDay: true,
      autoSend: true,
    });
  });

  it("shows the feature's messages", () => {
    expect(
      messages(
        RecurringInvoiceCreateSchema.safeParse({
          clientId: '',
          frequency: 'daily',
          startDate: '',
          lineItems: [],
        }),
      ),
    ).toEqual({
      clientId: 'Client is required',
      frequency: 'Please choose how often: weekly, monthly, quarterly or yearly',
      startDate: 'Start date is required',
      lineItems: 'At least one line item is required',
    });
    const { frequency: _, ...noFrequency } = valid;
    expect(messages(RecurringInvoiceCreateSchema.safeParse(noFrequency))).toEqual({
      frequency: 'Please choose how often: weekly, monthly, quarterly or yearly',
    });
  });

  it('refuses a count that is not a whole number from 1 to 1000', () => {
    for (const count of [0, 1.5, 1001, -1, 'twelve', true]) {
      expect(messages(RecurringInvoiceCreateSchema.safeParse({ ...valid, count }))).toEqual({
        count: 'Number of invoices must be a whole number from 1 to 1000',
      });
    }
    expect(RecurringInvoiceCreateSchema.parse({ ...valid, count: 1000 }).count).toBe(1000);
    expect(RecurringInvoiceCreateSchema.parse({ ...valid, count: null }).count).toBeNull();
  });

  it('refuses payment terms outside 0 to 365 whole days', () => {
    expect(
      messages(RecurringInvoiceCreateSchema.safeParse({ ...valid, paymentTermsDays: 366 })),
    ).toEqual({
      paymentTermsDays: 'Payment terms must be a whole number of days from 0 to 365',
    });
    expect(
      RecurringInvoiceCreateSchema.parse({ ...valid, paymentTermsDays: 0 }).paymentTermsDays,
    ).toBe(0);
  });

  it('refuses an end date before the start, at endDate; the same day is fine', () => {
    expect(
      messages(RecurringInvoiceCreateSchema.safeParse({ ...valid, endDate: '2027-01-30' })),
    ).toEqual({ endDate: 'End date must be on or after the start date' });
    expect(
      RecurringInvoiceCreateSchema.safeParse({ ...valid, endDate: '2027-01-31' }).success,
    ).toBe(true);
  });

  it('refuses both an end date and a count, at count', () => {
    expect(
      messages(
        RecurringInvoiceCreateSchema.safeParse({ ...valid, endDate: '2027-12-31', count: 12 }),
      ),
    ).toEqual({ count: 'Give an end date or a number of invoices, not both' });
  });

  it('refuses the last day of the month on a weekly schedule', () => {
    expect(
      messages(
        RecurringInvoiceCreateSchema.safeParse({ ...valid, frequency: 'weekly', onLastDay: true }),
      ),
    ).toEqual({
      onLastDay: 'Only monthly, quarterly or yearly invoices can fall on the last day of the month',
    });
    expect(RecurringInvoiceCreateSchema.safeParse({ ...valid, frequency: 'weekly' }).success).toBe(
      true,
    );
  });

  it('refuses a malformed date without comparing it', () => {
    expect(
      messages(RecurringInvoiceCreateSchema.safeParse({ ...valid, endDate: '31/12/2027' })),
    ).toEqual({ endDate: 'Please enter a valid date' });
  });
});

describe('RecurringInvoiceUpdateSchema', () => {
  it('changes only what is sent: pause, resume, clear the end date', () => {
    expect(RecurringInvoiceUpdateSchema.parse({ paused: true })).toEqual({ paused: true });
    expect(RecurringInvoiceUpdateSchema.parse({ paused: false })).toEqual({ paused: false });
    expect(RecurringInvoiceUpdateSchema.parse({ endDate: null })).toEqual({ endDate: null });
    expect(RecurringInvoiceUpdateSchema.parse({})).toEqual({});
  });

  it('checks fields against each other only when both are sent', () => {
    expect(
      messages(RecurringInvoiceUpdateSchema.safeParse({ endDate: '2027-12-31', count: 3 })),
    ).toEqual({ count: 'Give an end date or a number of invoices, not both' });
    expect(
      messages(
        RecurringInvoiceUpdateSchema.safeParse({ startDate: '2027-02-01', endDate: '2027-01-01' }),
      ),
    ).toEqual({ endDate: 'End date must be on or after the start date' });
    expect(
      RecurringInvoiceUpdateSchema.safeParse({ endDate: '2027-12-31', count: null }).success,
    ).toBe(true);
    expect(RecurringInvoiceUpdateSchema.safeParse({ onLastDay: true }).success).toBe(true);
    expect(messages(RecurringInvoiceUpdateSchema.safeParse({ paused: 'yes' }))).toEqual({
      paused: 'paused must be true or false',
    });
  });

  it('lets the command check the update merged with what is stored', () => {
    const stored = {
      frequency: 'weekly' as const,
      startDate: '2027-01-04',
      endDate: null,
      count: 10,
      onLastDay: false,
    };
    expect(recurringScheduleIssues({ ...stored, onLastDay: true })).toEqual([
      {
        path: 'onLastDay',
        message: 'Only monthly, quarterly or yearly invoices can fall on the last day of the month',
      },
    ]);
    expect(recurringScheduleIssues({ ...stored, endDate: '2027-06-30' })).toEqual([
      { path: 'count', message: 'Give an end date or a number of invoices, not both' },
    ]);
    expect(recurringScheduleIssues(stored)).toEqual([]);
  });
});

describe('RecurringInvoiceSchema', () => {
  it('describes what the API answers', () => {
    const answer = {
      id: '0b6f4c1e-7d2a-4c4b-9a37-2a1f0c9d8e11',
      clientId,
      projectId: null,
      frequency: 'quarterly',
      startDate: '2026-11-30',
      endDate: null,
      count: 4,
      onLastDay: false,
      paymentTermsDays: null,
      lineItems: [
        {
          id: '7e0a9d2b-3c4f-4a1b-8e2d-0f1a2b3c4d5e',
          description: 'Retainer',
          quantity: 1,
          unitPrice: '500.00',
          total: '500.00',
          vatRate: '20',
        },
      ],
      amount: '600.00',
      autoSend: true,
      paused: false,
      invoicesMade: 1,
      lastMadeOn: '2026-11-30',
      nextDate: '2027-02-28',
      client: { id: clientId, name: 'Ada', businessName: null },
      project: null,
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-30T09:00:00.000Z',
    };
    expect(RecurringInvoiceSchema.parse(answer)).toEqual(answer);
    expect(RecurringInvoiceSchema.safeParse({ ...answer, frequency: 'daily' }).success).toBe(false);
  });
});
