import { describe, expect, it } from 'vitest';
import {
  invoiceForPeriod,
  scheduleAfterUpdate,
  scheduleDescription,
} from './recurring-invoice.rules';
import { RECURRING_END_AND_COUNT_MESSAGE } from './recurring-invoice.schema';
import type { RecurringSchedule } from './recurring-schedule.rules';

const base: RecurringSchedule = {
  frequency: 'monthly',
  startDate: '2027-01-15',
  endDate: null,
  count: null,
  onLastDay: false,
};

describe('scheduleDescription', () => {
  it('says how often and on which day', () => {
    expect(scheduleDescription(base)).toBe('Monthly on the 15th from 15 Jan 2027');
    expect(scheduleDescription({ ...base, onLastDay: true })).toBe(
      'Monthly on the last day from 15 Jan 2027',
    );
    expect(scheduleDescription({ ...base, frequency: 'weekly', startDate: '2026-03-23' })).toBe(
      'Weekly on Mondays from 23 Mar 2026',
    );
    expect(scheduleDescription({ ...base, frequency: 'quarterly', startDate: '2027-01-01' })).toBe(
      'Quarterly on the 1st from 1 Jan 2027',
    );
    expect(scheduleDescription({ ...base, frequency: 'yearly', startDate: '2028-02-29' })).toBe(
      'Yearly on 29 Feb from 29 Feb 2028',
    );
    expect(
      scheduleDescription({
        ...base,
        frequency: 'yearly',
        startDate: '2027-02-28',
        onLastDay: true,
      }),
    ).toBe('Yearly on the last day of Feb from 28 Feb 2027');
  });

  it('uses English ordinals', () => {
    const day = (d: string) => scheduleDescription({ ...base, startDate: `2027-01-${d}` });
    expect(day('02')).toMatch(/^Monthly on the 2nd /);
    expect(day('03')).toMatch(/^Monthly on the 3rd /);
    expect(day('11')).toMatch(/^Monthly on the 11th /);
    expect(day('12')).toMatch(/^Monthly on the 12th /);
    expect(day('13')).toMatch(/^Monthly on the 13th /);
    expect(day('21')).toMatch(/^Monthly on the 21st /);
    expect(day('22')).toMatch(/^Monthly on the 22nd /);
    expect(day('31')).toMatch(/^Monthly on the 31st /);
  });

  it('adds the count or the end date', () => {
    expect(scheduleDescription({ ...base, startDate: '2027-01-01', count: 12 })).toBe(
      'Monthly on the 1st from 1 Jan 2027, 12 invoices',
    );
    expect(scheduleDescription({ ...base, count: 1 })).toBe(
      'Monthly on the 15th from 15 Jan 2027, 1 invoice',
    );
    expect(scheduleDescription({ ...base, endDate: '2027-12-31' })).toBe(
      'Monthly on the 15th from 15 Jan 2027 until 31 Dec 2027',
    );
  });
});

describe('invoiceForPeriod', () => {
  const recurring = {
    clientId: '3f1c1e2a-1111-4a2b-9c3d-123456789abc',
    projectId: null,
    lineItems: [
      { description: 'Retainer', quantity: 1, unitPrice: '500.00', vatRate: '20' as const },
      { description: 'Hosting', quantity: 3, unitPrice: '0.10', vatRate: null },
    ],
  };

  it('dates the invoice on the period, due after the terms, unpaid, with the lines as stored', () => {
    expect(invoiceForPeriod(recurring, { periodDate: '2027-02-28', paymentTermsDays: 30 })).toEqual(
      {
        invoiceNumber: undefined,
        clientId: recurring.clientId,
        projectId: null,
        invoiceDate: '2027-02-28',
        supplyDate: null,
        dueDate: '2027-03-30',
        status: 'unpaid',
        lineItems: [
          {
            description: 'Retainer',
            quantity: 1,
            unitPrice: '500.00',
            vatRate: '20',
            total: '500.00',
          },
          {
            description: 'Hosting',
            quantity: 3,
            unitPrice: '0.10',
            vatRate: undefined,
            total: '0.30',
          },
        ],
        // 500.00 + 20% VAT, and 0.30 with no VAT.
        amount: '600.30',
      },
    );
  });

  it('is due on the day with terms of 0, across the clock change', () => {
    const invoice = invoiceForPeriod(recurring, { periodDate: '2026-03-29', paymentTermsDays: 0 });
    expect(invoice.dueDate).toBe('2026-03-29');
    expect(
      invoiceForPeriod(recurring, { periodDate: '2026-10-19', paymentTermsDays: 7 }).dueDate,
    ).toBe('2026-10-26');
  });
});

describe('scheduleAfterUpdate', () => {
  const stored = {
    frequency: 'monthly' as const,
    startDate: '2026-01-15',
    endDate: null,
    count: 12,
    onLastDay: false,
    paused: false,
  };

  it('keeps what is not sent and checks the whole', () => {
    expect(scheduleAfterUpdate(stored, { endDate: '2026-12-31' }).issues).toEqual([
      { path: 'count', message: RECURRING_END_AND_COUNT_MESSAGE },
    ]);
    const { schedule, issues, restarts } = scheduleAfterUpdate(stored, { count: 6 });
    expect(schedule).toMatchObject({ frequency: 'monthly', startDate: '2026-01-15', count: 6 });
    expect(issues).toEqual([]);
    expect(restarts).toBe(false);
  });

  it('restarts on resuming or on new dates, not on pausing or new lines', () => {
    expect(scheduleAfterUpdate({ ...stored, paused: true }, { paused: false }).restarts).toBe(true);
    expect(scheduleAfterUpdate(stored, { paused: true }).restarts).toBe(false);
    expect(scheduleAfterUpdate(stored, { frequency: 'quarterly' }).restarts).toBe(true);
    expect(scheduleAfterUpdate(stored, { startDate: '2026-02-01' }).restarts).toBe(true);
    expect(scheduleAfterUpdate(stored, { autoSend: true }).restarts).toBe(false);
  });
});
