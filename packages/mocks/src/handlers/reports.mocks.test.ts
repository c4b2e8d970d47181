import type { RenewalForecast } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import type { DomainRow, MockDb } from '../db/mock-db.types';
import { call, TODAY, useMockApi } from '../test/mock-api';

const api = useMockApi();

const NO_PRICES = {
  emailRenewalDate: null,
  hostingRenewalDate: null,
  renewalPrice: null,
  renewalQuotePrice: null,
  emailRenewalPrice: null,
  emailRenewalQuotePrice: null,
  hostingRenewalPrice: null,
  hostingRenewalQuotePrice: null,
} satisfies Partial<DomainRow>;

/**
 * Four of the fixture domains, rewritten (TODAY is 2026-03-15): Hughes Florists pays £10 a month
 * for hosting that costs £12; Bennett & Sons renews a registration yearly at £80 (cost £50), and
 * has a domain with neither price; Jack Thompson's renewal falls on the day the year ends.
 */
function renewalsDb(): MockDb {
  const db = api.fresh();
  const [bennett, hughes, jack] = db.clients;
  const terms: Partial<DomainRow>[] = [
    {
      clientId: hughes!.id,
      expiryDate: '2028-01-01',
      hostingRenewalDate: '2026-03-20',
      hostingRenewalPrice: '12.00',
      hostingRenewalQuotePrice: '10.00',
      renewalPeriod: '1',
    },
    {
      clientId: bennett!.id,
      expiryDate: '2026-04-10',
      renewalPrice: '50.00',
      renewalQuotePrice: '80.00',
      renewalPeriod: '12',
    },
    { clientId: bennett!.id, expiryDate: '2026-05-01', renewalPeriod: '12' },
    {
      clientId: jack!.id,
      expiryDate: '2027-03-15',
      renewalPrice: '9.00',
      renewalQuotePrice: '20.00',
      renewalPeriod: '12',
    },
  ];
  db.domains = terms.map((domain, index) => ({ ...db.domains[index]!, ...NO_PRICES, ...domain }));
  return db;
}

describe('renewals report', () => {
  it('adds up the 12 months of renewals from today by client name, as the API does', async () => {
    const db = renewalsDb();
    const answer = await call('GET', '/api/reports/renewals');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      from: TODAY,
      to: '2027-03-15',
      clients: [
        {
          clientId: db.clients[0]!.id,
          clientName: 'Bennett & Sons Joinery',
          renewals: 1,
          income: '80.00',
          cost: '50.00',
          margin: '30.00',
        },
        {
          clientId: db.clients[1]!.id,
          clientName: 'Hughes Florists',
          renewals: 12,
          income: '120.00',
          cost: '144.00',
          margin: '-24.00',
        },
      ],
      totals: { renewals: 13, income: '200.00', cost: '194.00', margin: '6.00' },
    } satisfies RenewalForecast);
  });

  it('starts from the day asked for, and refuses a day that does not exist', async () => {
    renewalsDb();
    const later = (await call('GET', '/api/reports/renewals?from=2026-04-11'))
      .body as RenewalForecast;
    // Bennett's next registration (10 April 2027) and Jack Thompson's now fall within the year.
    expect(later.to).toBe('2027-04-11');
    expect(later.clients.map((client) => [client.clientName, client.renewals])).toEqual([
      ['Bennett & Sons Joinery', 1],
      ['Hughes Florists', 12],
      ['Jack Thompson', 1],
    ]);
    expect((await call('GET', '/api/reports/renewals?from=2026-02-30')).status).toBe(400);
  });

  it('downloads the CSV: a row per client, then the total', async () => {
    renewalsDb();
    const answer = await call('GET', '/api/reports/renewals.csv?from=2026-03-15');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain('renewals-2026-03-15.csv');
    expect(String(answer.body).trimEnd().split('\r\n')).toEqual([
      'Client,Renewals,Income,Cost,Margin',
      'Bennett & Sons Joinery,1,80.00,50.00,30.00',
      // A negative amount starts like a formula, so it is quoted for spreadsheets as the API does.
      "Hughes Florists,12,120.00,144.00,'-24.00",
      'Total,13,200.00,194.00,6.00',
    ]);
  });

  it('answers an empty year with only the total', async () => {
    const db = api.fresh();
    db.domains = [];
    expect((await call('GET', '/api/reports/renewals')).body).toMatchObject({
      clients: [],
      totals: { renewals: 0, income: '0.00', cost: '0.00', margin: '0.00' },
    });
    const csv = await call('GET', '/api/reports/renewals.csv');
    expect(String(csv.body).trimEnd().split('\r\n')).toEqual([
      'Client,Renewals,Income,Cost,Margin',
      'Total,0,0.00,0.00,0.00',
    ]);
  });
});
