import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/dates.rules';
import { fromPence, toPence } from '../money/money.rules';
import { AGEING_BUCKETS, type AgedAmounts } from './aged-debtors.schema';
import { agedBalanceOf, agedDebtors, ageingBucket } from './aged-debtors.rules';

const AS_OF = '2026-11-25';

describe('ageingBucket', () => {
  it('puts each balance in its band by days past due', () => {
    expect(ageingBucket('2026-12-01', AS_OF)).toBe('current');
    expect(ageingBucket(AS_OF, AS_OF)).toBe('current');
    expect(ageingBucket('2026-11-24', AS_OF)).toBe('days1to30');
    expect(ageingBucket(addDays(AS_OF, -30), AS_OF)).toBe('days1to30');
    expect(ageingBucket(addDays(AS_OF, -31), AS_OF)).toBe('days31to60');
    expect(ageingBucket(addDays(AS_OF, -60), AS_OF)).toBe('days31to60');
    expect(ageingBucket(addDays(AS_OF, -61), AS_OF)).toBe('days61to90');
    expect(ageingBucket(addDays(AS_OF, -90), AS_OF)).toBe('days61to90');
    expect(ageingBucket(addDays(AS_OF, -91), AS_OF)).toBe('over90');
  });
});

describe('agedDebtors', () => {
  it('splits each client’s balance by age, largest debtor first', () => {
    const report = agedDebtors(
      [
        { clientId: 'a', clientName: 'Acme Ltd', dueDate: '2026-12-10', balance: '100.00' },
        { clientId: 'a', clientName: 'Acme Ltd', dueDate: '2026-11-01', balance: '250.50' },
        { clientId: 'b', clientName: 'Bee Ltd', dueDate: '2026-07-01', balance: '1000.00' },
        { clientId: 'c', clientName: 'Paid Up', dueDate: '2026-07-01', balance: '0.00' },
      ].map((invoice) => agedBalanceOf(invoice, AS_OF)),
      AS_OF,
    );
    expect(report.clients.map((c) => c.clientName)).toEqual(['Bee Ltd', 'Acme Ltd']);
    expect(report.clients[1]).toEqual({
      clientId: 'a',
      clientName: 'Acme Ltd',
      invoices: 2,
      current: '100.00',
      days1to30: '250.50',
      days31to60: '0.00',
      days61to90: '0.00',
      over90: '0.00',
      total: '350.50',
    });
    expect(report.totals).toEqual({
      current: '100.00',
      days1to30: '250.50',
      days31to60: '0.00',
      days61to90: '0.00',
      over90: '1000.00',
      total: '1350.50',
    });
  });

  it('always adds the bands up to each total, and the clients up to the totals', () => {
    const row = fc.record({
      clientId: fc.constantFrom('a', 'b', 'c'),
      clientName: fc.constant('Client'),
      dueDate: fc.integer({ min: -400, max: 60 }).map((days) => addDays(AS_OF, days)),
      balance: fc.integer({ min: 0, max: 10_000_000 }).map(fromPence),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const report = agedDebtors(
          rows.map((r) => agedBalanceOf(r, AS_OF)),
          AS_OF,
        );
        const sum = (amounts: AgedAmounts) =>
          AGEING_BUCKETS.reduce((total, bucket) => total + toPence(amounts[bucket]), 0);
        for (const client of report.clients) expect(sum(client)).toBe(toPence(client.total));
        expect(sum(report.totals)).toBe(toPence(report.totals.total));
        expect(report.clients.reduce((t, c) => t + toPence(c.total), 0)).toBe(
          rows.reduce((t, r) => t + toPence(r.balance), 0),
        );
      }),
    );
  });
});
