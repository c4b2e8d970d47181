import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/dates.rules';
import { fromPence, toPence } from '../money/money.rules';
import {
  dueRenewalCharges,
  isSameRenewal,
  nextRenewalDate,
  renewalChargeKey,
  renewalInvoiceFor,
  renewalMargin,
  renewalAnchorDay,
  renewalMovesOnNow,
  type RenewalTerms,
} from './renewal-invoice.rules';

const ACME: RenewalTerms = {
  domainName: 'acme.co.uk',
  expiryDate: '2026-04-10',
  emailRenewalDate: '2026-04-01',
  emailProvider: 'Google Workspace',
  hostingRenewalDate: '2026-06-01',
  renewalPrice: '10.00',
  emailRenewalPrice: '40.00',
  hostingRenewalPrice: '80.00',
  renewalQuotePrice: '20.00',
  emailRenewalQuotePrice: '60.00',
  hostingRenewalQuotePrice: '120.00',
  renewalPeriod: '12',
};

const due = (today: string, invoiced: string[] = [], terms = ACME, daysBefore = 30) =>
  dueRenewalCharges(terms, { today, daysBefore, invoiced: new Set(invoiced) }).map(
    (charge) => `${charge.kind}:${charge.date}`,
  );

describe('dueRenewalCharges', () => {
  it('opens each renewal’s window the chosen days before it and closes it on the day', () => {
    expect(due('2026-03-01')).toEqual([]);
    expect(due('2026-03-02')).toEqual(['email:2026-04-01']);
    expect(due('2026-03-11')).toEqual(['domain:2026-04-10', 'email:2026-04-01']);
    expect(due('2026-04-01')).toEqual(['domain:2026-04-10', 'email:2026-04-01']);
    expect(due('2026-04-02')).toEqual(['domain:2026-04-10']);
    expect(due('2026-04-11')).toEqual([]);
    expect(due('2026-04-11', [], ACME, 60)).toEqual(['hosting:2026-06-01']);
    expect(due('2026-04-05', [], ACME, 60)).toEqual(['domain:2026-04-10', 'hosting:2026-06-01']);
  });

  it('leaves out what was invoiced, what waits on an unpaid invoice, and what has no price', () => {
    expect(due('2026-03-20', ['email:2026-04-01'])).toEqual(['domain:2026-04-10']);
    const pending = dueRenewalCharges(
      { ...ACME, emailRenewalDate: '2026-04-03' },
      { today: '2026-03-20', daysBefore: 30, invoiced: new Set(), pending: new Set(['email']) },
    );
    expect(pending.map((charge) => charge.kind)).toEqual(['domain']);
    const unpriced = { ...ACME, renewalQuotePrice: null, emailRenewalQuotePrice: '0.00' };
    expect(due('2026-03-20', [], unpriced)).toEqual([]);
  });

  it('never offers a renewal twice once its key is recorded, whatever the day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 1, max: 365 }),
        (offset, days) => {
          const today = addDays('2026-04-01', offset);
          const first = dueRenewalCharges(ACME, { today, daysBefore: days, invoiced: new Set() });
          const again = dueRenewalCharges(ACME, {
            today,
            daysBefore: days,
            invoiced: new Set(first.map(renewalChargeKey)),
          });
          return again.length === 0 && first.every((charge) => charge.date >= today);
        },
      ),
    );
  });
});

describe('nextRenewalDate', () => {
  it('adds the renewal period, keeping the day where the month has it', () => {
    expect(nextRenewalDate('2026-04-10', '12')).toBe('2027-04-10');
    expect(nextRenewalDate('2026-08-31', '6')).toBe('2027-02-28');
    expect(nextRenewalDate('2027-08-31', '6')).toBe('2028-02-29');
    expect(nextRenewalDate('2026-01-31', '1')).toBe('2026-02-28');
    expect(nextRenewalDate('2028-02-29', '12')).toBe('2029-02-28');
  });
});

describe('isSameRenewal', () => {
  it('takes a date corrected by less than half a period as the renewal invoiced', () => {
    expect(isSameRenewal('2026-04-10', '2026-04-10', 12)).toBe(true);
    expect(isSameRenewal('2026-04-10', '2026-04-12', 12)).toBe(true);
    expect(isSameRenewal('2026-04-10', '2026-09-30', 12)).toBe(true);
    expect(isSameRenewal('2026-04-10', '2027-04-10', 12)).toBe(false);
    expect(isSameRenewal('2026-04-10', '2026-04-20', 1)).toBe(true);
    expect(isSameRenewal('2026-04-10', '2026-05-10', 1)).toBe(false);
  });
});

describe('renewal day of the month', () => {
  it('comes back to the 31st after a short month, and to 29 February in a leap year', () => {
    let date = '2026-01-31';
    const dates: string[] = [];
    for (let month = 0; month < 4; month++) {
      date = nextRenewalDate(date, 1, 31);
      dates.push(date);
    }
    expect(dates).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(nextRenewalDate(nextRenewalDate('2028-02-29', 12, 29), 12, 29)).toBe('2030-02-28');
    expect(nextRenewalDate('2031-02-28', 12, 29)).toBe('2032-02-29');
  });

  it('keeps the anchor while the date is the one invoiced, and takes a corrected date’s day', () => {
    expect(renewalAnchorDay('2026-02-28', '2026-02-28', 31)).toBe(31);
    expect(renewalAnchorDay('2026-02-28', '2026-02-27', 31)).toBe(27);
    expect(renewalAnchorDay('2026-02-28', '2026-02-28', null)).toBe(28);
  });
});

describe('renewalMovesOnNow', () => {
  it('moves a paid renewal on from its day: at once on or after it, not before', () => {
    expect(renewalMovesOnNow('2026-04-10', '2026-03-15')).toBe(false);
    expect(renewalMovesOnNow('2026-04-10', '2026-04-10')).toBe(true);
    expect(renewalMovesOnNow('2026-04-10', '2026-05-01')).toBe(true);
  });
});

describe('renewalInvoiceFor', () => {
  it('bills each renewal at the client’s price, dated today and due on the first renewal', () => {
    const charges = dueRenewalCharges(ACME, {
      today: '2026-03-15',
      daysBefore: 30,
      invoiced: new Set(),
    });
    const invoice = renewalInvoiceFor({ ...ACME, clientId: 'c1' }, charges, {
      today: '2026-03-15',
    });
    expect(invoice).toMatchObject({
      clientId: 'c1',
      projectId: null,
      invoiceDate: '2026-03-15',
      dueDate: '2026-04-01',
      status: 'unpaid',
      amount: '80.00',
    });
    expect(invoice.lineItems.map((line) => [line.description, line.total])).toEqual([
      ['Domain renewal: acme.co.uk, 12 months from 10 Apr 2026', '20.00'],
      ['Email renewal (Google Workspace): acme.co.uk, 12 months from 1 Apr 2026', '60.00'],
    ]);
  });

  it('names a monthly renewal in the singular, and email without a provider plainly', () => {
    const terms = { ...ACME, renewalPeriod: '1' as const, emailProvider: null };
    const charges = dueRenewalCharges(terms, {
      today: '2026-03-31',
      daysBefore: 30,
      invoiced: new Set(['domain:2026-04-10']),
    });
    const [line] = renewalInvoiceFor({ ...terms, clientId: 'c1' }, charges, {
      today: '2026-03-31',
    }).lineItems;
    expect(line?.description).toBe('Email renewal: acme.co.uk, 1 month from 1 Apr 2026');
  });
});

describe('renewalMargin', () => {
  it('is the quote prices less the costs, a loss when a cost is not passed on', () => {
    expect(renewalMargin(ACME)).toEqual({ income: '200.00', cost: '130.00', margin: '70.00' });
    expect(renewalMargin({ ...ACME, hostingRenewalQuotePrice: null })).toEqual({
      income: '80.00',
      cost: '130.00',
      margin: '-50.00',
    });
    // Hosting with prices but no date is not a renewal: nothing is invoiced or paid for it.
    expect(renewalMargin({ ...ACME, hostingRenewalDate: null })).toEqual({
      income: '80.00',
      cost: '50.00',
      margin: '30.00',
    });
  });

  it('always equals income minus cost, to the penny', () => {
    const price = fc.option(fc.integer({ min: 0, max: 10_000_000 }).map(fromPence));
    fc.assert(
      fc.property(price, price, price, price, price, price, (a, b, c, d, e, f) => {
        const margin = renewalMargin({
          ...ACME,
          renewalPrice: a,
          emailRenewalPrice: b,
          hostingRenewalPrice: c,
          renewalQuotePrice: d,
          emailRenewalQuotePrice: e,
          hostingRenewalQuotePrice: f,
        });
        return toPence(margin.margin) === toPence(margin.income) - toPence(margin.cost);
      }),
    );
  });
});
