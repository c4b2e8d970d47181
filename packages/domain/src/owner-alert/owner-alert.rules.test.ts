import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/dates.rules';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../notification/notification.schema';
import type { NotificationPreferences } from '../notification/notification.schema';
import { REMINDER_CATCH_UP_DAYS } from '../reminder/reminder.rules';
import { MAX_ALERT_LINES } from './owner-alert.enums';
import {
  overdueAlertText,
  renewalAlertText,
  renewalWhen,
  weeklySummaryText,
} from './owner-alert-message.rules';
import {
  dueRenewalAlert,
  overdueAlertWindow,
  renewalAlertWindow,
  weeklySummaryWeek,
  weekStartOf,
} from './owner-alert.rules';

const RENEWS = '2026-12-24';
const ALL_ON = DEFAULT_NOTIFICATION_PREFERENCES;
const with_ = (changes: Partial<NotificationPreferences>) => ({ ...ALL_ON, ...changes });

describe('dueRenewalAlert', () => {
  it('answers each threshold on its day: 30 days before, 7 days before, the day itself', () => {
    expect(dueRenewalAlert(RENEWS, '2026-11-23', ALL_ON)).toBeNull();
    expect(dueRenewalAlert(RENEWS, '2026-11-24', ALL_ON)).toBe('days30');
    expect(dueRenewalAlert(RENEWS, '2026-12-08', ALL_ON)).toBe('days30');
    // Told on its day (or up to two weeks late after downtime), then not again.
    expect(dueRenewalAlert(RENEWS, '2026-12-09', ALL_ON)).toBeNull();
    expect(dueRenewalAlert(RENEWS, '2026-12-17', ALL_ON)).toBe('days7');
    expect(dueRenewalAlert(RENEWS, '2026-12-24', ALL_ON)).toBe('expiry');
  });

  it('skips a threshold that is switched off', () => {
    const no7 = with_({ domainRenewals7Day: false });
    expect(dueRenewalAlert(RENEWS, '2026-12-17', no7)).toBeNull();
    const no30 = with_({ domainRenewals30Day: false });
    expect(dueRenewalAlert(RENEWS, '2026-11-24', no30)).toBeNull();
    expect(dueRenewalAlert(RENEWS, '2026-12-17', no30)).toBe('days7');
    const noneOn = with_({
      domainRenewals30Day: false,
      domainRenewals7Day: false,
      domainExpiry: false,
    });
    expect(dueRenewalAlert(RENEWS, '2026-12-24', noneOn)).toBeNull();
  });

  it('tells an expiry for two weeks after it, then no more', () => {
    expect(dueRenewalAlert(RENEWS, addDays(RENEWS, REMINDER_CATCH_UP_DAYS), ALL_ON)).toBe('expiry');
    expect(dueRenewalAlert(RENEWS, addDays(RENEWS, REMINDER_CATCH_UP_DAYS + 1), ALL_ON)).toBeNull();
  });

  it('only ever answers a threshold whose day has come, within the window the scheduler reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: -120, max: 120 }), (offset) => {
        const today = addDays(RENEWS, offset);
        const threshold = dueRenewalAlert(RENEWS, today, ALL_ON);
        const window = renewalAlertWindow(today);
        if (threshold !== null) {
          expect(RENEWS >= window.from && RENEWS <= window.until).toBe(true);
          expect(offset).toBeGreaterThanOrEqual(
            threshold === 'days30' ? -30 : threshold === 'days7' ? -7 : 0,
          );
        }
      }),
    );
  });
});

describe('overdueAlertWindow', () => {
  it('reads invoices due yesterday back to the catch-up limit', () => {
    expect(overdueAlertWindow('2026-11-25')).toEqual({
      fromDue: '2026-11-11',
      toDue: '2026-11-24',
    });
  });
});

describe('weekly summary timing', () => {
  it('starts the week on Monday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
  });

  it('is due from Monday 08:00 London time, in winter and in summer time', () => {
    // Winter: London is UTC.
    expect(weeklySummaryWeek(new Date('2026-11-23T07:59:00Z'))).toBeNull();
    expect(weeklySummaryWeek(new Date('2026-11-23T08:00:00Z'))).toBe('2026-11-23');
    // Summer: 08:00 in London is 07:00 UTC.
    expect(weeklySummaryWeek(new Date('2026-06-01T06:59:00Z'))).toBeNull();
    expect(weeklySummaryWeek(new Date('2026-06-01T07:00:00Z'))).toBe('2026-06-01');
  });

  it('is still due later that week after downtime, never at night', () => {
    expect(weeklySummaryWeek(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-23');
    expect(weeklySummaryWeek(new Date('2026-11-25T22:00:00Z'))).toBeNull();
  });
});

describe('alert texts', () => {
  it('words a renewal by how far away it is', () => {
    expect(renewalWhen('2026-12-24', '2026-11-24')).toBe('renews on 24 Dec 2026 (in 30 days)');
    expect(renewalWhen('2026-11-25', '2026-11-24')).toBe('renews on 25 Nov 2026 (in 1 day)');
    expect(renewalWhen('2026-11-24', '2026-11-24')).toBe('expires today');
    expect(renewalWhen('2026-11-21', '2026-11-24')).toBe('expired on 21 Nov 2026 (3 days ago)');
  });

  it('lists each renewal, and counts what does not fit', () => {
    const item = {
      kind: 'hosting' as const,
      domainName: 'acme.co.uk',
      clientName: 'Acme Ltd',
      date: '2026-12-01',
    };
    const one = renewalAlertText([item], '2026-11-24');
    expect(one.subject).toBe('1 renewal needs attention');
    expect(one.body).toContain(
      '- acme.co.uk hosting for Acme Ltd renews on 1 Dec 2026 (in 7 days)',
    );
    const many = renewalAlertText(Array(MAX_ALERT_LINES + 3).fill(item), '2026-11-24');
    expect(many.subject).toBe(`${MAX_ALERT_LINES + 3} renewals need attention`);
    expect(many.body).toContain('- and 3 more: see Renewals');
  });

  it('totals the overdue balances', () => {
    const text = overdueAlertText(
      [
        {
          invoiceNumber: 'INV-0001',
          clientName: 'Acme Ltd',
          balance: '1200.00',
          dueDate: '2026-11-23',
        },
        {
          invoiceNumber: 'INV-0002',
          clientName: 'Bee Ltd',
          balance: '0.50',
          dueDate: '2026-11-20',
        },
      ],
      '2026-11-24',
    );
    expect(text.subject).toBe('2 invoices are now overdue');
    expect(text.body).toContain('£1,200.50 in all');
    expect(text.body).toContain(
      '- INV-0001 for Acme Ltd: £1,200.00 due on 23 Nov 2026 (1 day overdue)',
    );
    expect(text.body).toContain('(4 days overdue)');
  });

  it('sums up the week', () => {
    const text = weeklySummaryText(
      {
        weekStart: '2026-11-23',
        overdue: { count: 2, balance: '300.00' },
        dueThisWeek: { count: 1, balance: '99.99' },
        renewals: [],
        receivedThisMonth: '1500.00',
        receivedLastMonth: '900.00',
      },
      '2026-11-23',
    );
    expect(text.subject).toBe('Your week from 23 Nov 2026');
    expect(text.body).toContain('Overdue: 2 invoices, £300.00 to collect.');
    expect(text.body).toContain('Due this week: 1 invoice, £99.99.');
    expect(text.body).toContain('Received this month: £1,500.00 (last month: £900.00).');
    expect(text.body).toContain('No renewals in the next 30 days.');
  });
});
