import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/dates.rules';
import { toPence } from '../money/money.rules';
import {
  forecastEnd,
  renewalDatesBetween,
  renewalForecast,
  type ForecastDomain,
} from './renewal-forecast.rules';

const FROM = '2026-03-15';

function domain(overrides: Partial<ForecastDomain>): ForecastDomain {
  return {
    domainName: 'acme.co.uk',
    clientId: 'acme',
    clientName: 'Acme Ltd',
    expiryDate: '2026-04-10',
    emailRenewalDate: null,
    emailProvider: null,
    hostingRenewalDate: null,
    renewalPrice: '10.00',
    emailRenewalPrice: null,
    hostingRenewalPrice: null,
    renewalQuotePrice: '20.00',
    emailRenewalQuotePrice: null,
    hostingRenewalQuotePrice: null,
    renewalPeriod: '12',
    ...overrides,
  };
}

describe('renewalDatesBetween', () => {
  it('lists each renewal in the 12 months, counted from the first date so months never drift', () => {
    const year = { from: FROM, to: '2027-03-15' };
    expect(renewalDatesBetween('2026-04-10', 12, year)).toEqual(['2026-04-10']);
    expect(renewalDatesBetween('2027-03-15', 12, year)).toEqual([]);
    expect(renewalDatesBetween('2026-03-15', 6, year)).toEqual(['2026-03-15', '2026-09-15']);
    expect(renewalDatesBetween('2026-01-31', 1, year)).toEqual([
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
    ]);
    // A renewal left unrecorded for years still renews on its cycle.
    expect(renewalDatesBetween('2019-05-01', 12, year)).toEqual(['2026-05-01']);
  });

  it('finds one renewal in the year on a yearly cycle, twelve on a monthly one', () => {
    const year = { from: FROM, to: '2027-03-15' };
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (offset) => {
        const start = addDays(FROM, offset);
        const yearly = renewalDatesBetween(start, 12, year).length;
        const monthly = renewalDatesBetween(start, 1, year).length;
        return yearly === (start >= year.to ? 0 : 1) && (start > FROM || monthly === 12);
      }),
    );
  });
});

describe('forecastEnd', () => {
  it('is the same day a year on, or the day after a short month’s end', () => {
    expect(forecastEnd('2026-03-15')).toBe('2027-03-15');
    expect(forecastEnd('2028-02-29')).toBe('2029-03-01');
    expect(forecastEnd('2026-01-31')).toBe('2027-01-31');
  });
});

describe('renewalForecast', () => {
  it('counts a renewal on 28 February in a year from 29 February', () => {
    const report = renewalForecast([domain({ expiryDate: '2029-02-28' })], '2028-02-29');
    expect(report.to).toBe('2029-03-01');
    expect(report.totals.renewals).toBe(1);
  });

  it('leaves out a renewal with neither a price nor a cost', () => {
    const report = renewalForecast(
      [
        domain({
          expiryDate: '2026-05-01',
          renewalPrice: null,
          renewalQuotePrice: null,
          hostingRenewalDate: '2026-06-01',
          hostingRenewalQuotePrice: '50.00',
        }),
      ],
      FROM,
    );
    expect(report.totals).toEqual({ renewals: 1, income: '50.00', cost: '0.00', margin: '50.00' });
  });

  it('adds up each client’s renewals for the year, by client name', () => {
    const report = renewalForecast(
      [
        domain({
          clientId: 'zed',
          clientName: 'Zed Co',
          hostingRenewalDate: '2026-03-20',
          hostingRenewalPrice: '5.00',
          hostingRenewalQuotePrice: '15.00',
          renewalPeriod: '1',
          expiryDate: '2028-01-01',
        }),
        domain({
          emailRenewalDate: '2026-05-01',
          emailRenewalPrice: '40.00',
          emailRenewalQuotePrice: null,
        }),
      ],
      FROM,
    );
    expect(report).toEqual({
      from: FROM,
      to: '2027-03-15',
      clients: [
        {
          clientId: 'acme',
          clientName: 'Acme Ltd',
          renewals: 2,
          income: '20.00',
          cost: '50.00',
          margin: '-30.00',
        },
        {
          clientId: 'zed',
          clientName: 'Zed Co',
          renewals: 12,
          income: '180.00',
          cost: '60.00',
          margin: '120.00',
        },
      ],
      totals: { renewals: 14, income: '200.00', cost: '110.00', margin: '90.00' },
    });
  });

  it('has totals that are the sum of its clients, and margins of income less cost', () => {
    const money = fc.option(fc.integer({ min: 0, max: 100_000 }).map((p) => (p / 100).toFixed(2)));
    const arbitraryDomain = fc.record({
      clientId: fc.constantFrom('a', 'b', 'c'),
      offset: fc.integer({ min: -800, max: 800 }),
      period: fc.constantFrom('1', '6', '12'),
      price: money,
      cost: money,
    });
    fc.assert(
      fc.property(fc.array(arbitraryDomain, { maxLength: 12 }), (specs) => {
        const report = renewalForecast(
          specs.map((spec) =>
            domain({
              clientId: spec.clientId,
              clientName: spec.clientId.toUpperCase(),
              expiryDate: addDays(FROM, spec.offset),
              renewalPeriod: spec.period as ForecastDomain['renewalPeriod'],
              renewalQuotePrice: spec.price,
              renewalPrice: spec.cost,
            }),
          ),
          FROM,
        );
        const sum = (pick: (row: { income: string; cost: string; margin: string }) => string) =>
          report.clients.reduce((total, row) => total + toPence(pick(row)), 0);
        return (
          sum((row) => row.income) === toPence(report.totals.income) &&
          sum((row) => row.cost) === toPence(report.totals.cost) &&
          report.clients.every(
            (row) => toPence(row.margin) === toPence(row.income) - toPence(row.cost),
          ) &&
          report.clients.reduce((total, row) => total + row.renewals, 0) === report.totals.renewals
        );
      }),
    );
  });
});
