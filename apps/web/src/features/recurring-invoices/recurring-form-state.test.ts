import { describe, expect, it } from 'vitest';
import {
  RECURRING_COUNT_INVALID_MESSAGE,
  RecurringInvoiceCreateSchema,
  type RecurringInvoice,
} from '@crm/domain';
import {
  changeClient,
  END_DATE_REQUIRED_MESSAGE,
  initialRecurringValues,
  periodsFrom,
  refineRecurring,
  restartsSchedule,
  schedulePreview,
  toRecurringInput,
  type RecurringFormValues,
} from './recurring-form-state';

const CLIENT = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';
const PROJECT = '7e0a9d2b-3c4f-4a1b-8e2d-0f1a2b3c4d5e';
const TODAY = '2027-01-10';

const line = { description: 'Retainer', quantity: 1, unitPrice: '500.00', total: '500.00' };

function values(change: Partial<RecurringFormValues> = {}): RecurringFormValues {
  return {
    ...initialRecurringValues({ today: TODAY }),
    clientId: CLIENT,
    lineItems: [{ key: 'a', description: 'Retainer', quantity: 1, unitPrice: 500 }],
    ...change,
  };
}

describe('initialRecurringValues', () => {
  it('starts a new schedule monthly from today, never ending, on the profile’s terms', () => {
    const start = initialRecurringValues({ today: TODAY });
    expect(start).toMatchObject({
      clientId: null,
      projectId: 'none',
      frequency: 'monthly',
      startDate: TODAY,
      onLastDay: false,
      ends: 'never',
      autoSend: false,
    });
    expect(start.paymentTermsDays).toBeNaN();
    expect(start.lineItems).toHaveLength(1);
  });

  it('makes an invoice recurring monthly from one month after its date, with its lines', () => {
    const invoice = {
      clientId: CLIENT,
      projectId: PROJECT,
      invoiceDate: '2027-01-15',
      lineItems: [{ ...line, id: PROJECT, vatRate: '20' as const }],
    };
    const start = initialRecurringValues({ fromInvoice: invoice, today: TODAY });
    expect(start).toMatchObject({
      clientId: CLIENT,
      projectId: PROJECT,
      frequency: 'monthly',
      startDate: '2027-02-15',
      onLastDay: false,
      ends: 'never',
    });
    expect(start.lineItems.map(({ key: _, ...rest }) => rest)).toEqual([
      { description: 'Retainer', quantity: 1, unitPrice: 500, vatRate: '20' },
    ]);
    // An invoice dated on a month's last day repeats on the last day.
    expect(
      initialRecurringValues({
        fromInvoice: { ...invoice, projectId: null, invoiceDate: '2027-01-31' },
        today: TODAY,
      }),
    ).toMatchObject({ projectId: 'none', startDate: '2027-02-28', onLastDay: true });
  });

  it('shows a stored schedule’s end as its choice', () => {
    const stored = {
      clientId: CLIENT,
      projectId: null,
      frequency: 'weekly',
      startDate: '2027-01-04',
      endDate: null,
      count: 10,
      onLastDay: false,
      paymentTermsDays: 14,
      autoSend: true,
      paused: false,
      lineItems: [{ ...line, id: PROJECT, vatRate: null }],
    } as unknown as RecurringInvoice;
    expect(initialRecurringValues({ recurringInvoice: stored, today: TODAY })).toMatchObject({
      ends: 'afterCount',
      count: 10,
      paymentTermsDays: 14,
      autoSend: true,
    });
    const dated = { ...stored, count: null, endDate: '2027-06-30' };
    expect(initialRecurringValues({ recurringInvoice: dated, today: TODAY }).ends).toBe('onDate');
    const open = { ...stored, count: null };
    expect(initialRecurringValues({ recurringInvoice: open, today: TODAY }).ends).toBe('never');
  });
});

describe('toRecurringInput', () => {
  it('sends only the end the choice names, and no last day on a weekly schedule', () => {
    const both = values({ endDate: '2027-06-30', count: 6, onLastDay: true });
    expect(toRecurringInput({ ...both, ends: 'never' })).toMatchObject({
      endDate: null,
      count: null,
      onLastDay: true,
    });
    expect(toRecurringInput({ ...both, ends: 'onDate' })).toMatchObject({
      endDate: '2027-06-30',
      count: null,
    });
    expect(toRecurringInput({ ...both, ends: 'afterCount' })).toMatchObject({
      endDate: null,
      count: 6,
    });
    expect(toRecurringInput({ ...both, frequency: 'weekly' }).onLastDay).toBe(false);
  });

  it('parses with the domain schema: blank terms are the profile’s', () => {
    const parsed = RecurringInvoiceCreateSchema.parse(
      toRecurringInput(values({ ends: 'afterCount', count: 12 })),
    );
    expect(parsed).toMatchObject({
      clientId: CLIENT,
      projectId: null,
      frequency: 'monthly',
      startDate: TODAY,
      endDate: null,
      count: 12,
      paymentTermsDays: null,
      autoSend: false,
    });
  });
});

describe('refineRecurring', () => {
  it('asks for the end date or the count the choice names', () => {
    expect(refineRecurring({}, values({ ends: 'onDate' }))).toEqual({
      endDate: END_DATE_REQUIRED_MESSAGE,
    });
    expect(refineRecurring({}, values({ ends: 'afterCount' }))).toEqual({
      count: RECURRING_COUNT_INVALID_MESSAGE,
    });
    expect(refineRecurring({}, values({ ends: 'never' }))).toEqual({});
    // The schema's own message stays.
    const schema = { endDate: 'End date must be on or after the start date' };
    expect(refineRecurring(schema, values({ ends: 'onDate', endDate: '2026-01-01' }))).toEqual(
      schema,
    );
  });
});

describe('changeClient', () => {
  it('resets the project when the client changes', () => {
    const chosen = values({ projectId: PROJECT });
    expect(changeClient(chosen, CLIENT)).toBe(chosen);
    expect(changeClient(chosen, PROJECT).projectId).toBe('none');
  });
});

describe('schedulePreview', () => {
  it('describes the schedule and its first three dates', () => {
    expect(
      schedulePreview(values({ startDate: '2027-01-31', ends: 'afterCount', count: 12 }), null),
    ).toEqual({
      description: 'Monthly on the 31st from 31 Jan 2027, 12 invoices',
      dates: ['2027-01-31', '2027-02-28', '2027-03-31'],
    });
    expect(
      schedulePreview(values({ ends: 'onDate', endDate: '2027-01-20', frequency: 'weekly' }), null),
    ).toEqual({
      description: 'Weekly on Sundays from 10 Jan 2027 until 20 Jan 2027',
      dates: ['2027-01-10', '2027-01-17'],
    });
    expect(schedulePreview(values({ startDate: null }), null)).toBeNull();
  });

  it('shows the next dates from a day for a schedule already running', () => {
    const running = values({ startDate: '2020-01-06', frequency: 'weekly' });
    expect(schedulePreview(running, TODAY)?.dates).toEqual([
      '2027-01-11',
      '2027-01-18',
      '2027-01-25',
    ]);
    const ended = values({ startDate: '2020-01-01', ends: 'afterCount', count: 3 });
    expect(schedulePreview(ended, TODAY)?.dates).toEqual([]);
  });
});

describe('periodsFrom', () => {
  it('skips the periods before the day, and stops where the schedule does', () => {
    const schedule = {
      frequency: 'monthly' as const,
      startDate: '2026-11-15',
      endDate: '2027-02-20',
      count: null,
      onLastDay: false,
    };
    expect(periodsFrom(schedule, TODAY, 3)).toEqual(['2027-01-15', '2027-02-15']);
    expect(periodsFrom(schedule, '2026-01-01', 2)).toEqual(['2026-11-15', '2026-12-15']);
  });
});

describe('restartsSchedule', () => {
  it('is true when the frequency, the start or the last day changes, not the end or the lines', () => {
    const stored = {
      frequency: 'monthly',
      startDate: '2026-11-15',
      endDate: null,
      count: 12,
      onLastDay: false,
      paused: false,
    } as unknown as RecurringInvoice;
    const same = values({ startDate: '2026-11-15', ends: 'afterCount', count: 24 });
    expect(restartsSchedule(same, stored)).toBe(false);
    expect(restartsSchedule({ ...same, frequency: 'quarterly' }, stored)).toBe(true);
    expect(restartsSchedule({ ...same, startDate: '2026-12-01' }, stored)).toBe(true);
    expect(restartsSchedule({ ...same, onLastDay: true }, stored)).toBe(true);
    expect(restartsSchedule({ ...same, startDate: null }, stored)).toBe(false);
  });
});
