import type { RenewalList } from '@crm/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient, createDomain } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

// Sunday 15 March 2026, London.
const api = useTestServer({ now: '2026-03-15T12:00:00Z' });

const summary = (body: RenewalList) =>
  body.renewals.map((r) => `${r.date} ${r.kind} ${r.domainName} ${r.daysLeft}`);

beforeAll(async () => {
  const acme = await createClient(api.db, { name: 'Jane Smith', business_name: 'Acme Ltd' });
  const bob = await createClient(api.db, { name: 'Bob Jones' });
  await createDomain(api.db, {
    client_id: acme.id,
    domain_name: 'acme.co.uk',
    expiry_date: '2026-03-25',
    renewal_price: '12.99',
    registrar: 'Namecheap',
    email_renewal_date: '2026-03-12',
    email_provider: 'Google Workspace',
    email_renewal_price: '60.00',
    hosting_renewal_date: '2026-04-29',
    hosting_renewal_price: '120.00',
  });
  const bobDomain = await createDomain(api.db, {
    client_id: bob.id,
    domain_name: 'bob-jones.com',
    expiry_date: '2026-03-17',
    registrar: 'GoDaddy',
  });
  // Same day as acme.co.uk's expiry: domain before hosting, then by name.
  await createDomain(api.db, {
    client_id: bob.id,
    domain_name: 'zed.org',
    expiry_date: '2026-09-01',
    hosting_renewal_date: '2026-03-25',
  });
  await createDomain(api.db, {
    client_id: bob.id,
    domain_name: 'far-away.org',
    expiry_date: '2026-10-01',
  });
  await api.db('domain_credentials').insert({
    domain_id: bobDomain.id,
    type: 'admin',
    username: 'bob',
    password: 'not-in-renewals',
  });
});

describe('GET /api/renewals', () => {
  it('lists domain, email and hosting renewals due within 30 days, expired ones included, soonest first', async () => {
    const { status, body } = await api.get<RenewalList>('/api/renewals');
    expect(status).toBe(200);
    expect(summary(body)).toEqual([
      '2026-03-12 email acme.co.uk -3',
      '2026-03-17 domain bob-jones.com 2',
      '2026-03-25 domain acme.co.uk 10',
      '2026-03-25 hosting zed.org 10',
    ]);
    expect(body.total).toBe(4);
  });

  it('answers each row with its client, price and provider, and never credentials', async () => {
    const { body, text } = await api.get<RenewalList>('/api/renewals?within=60');
    const email = body.renewals.find((r) => r.kind === 'email');
    expect(email).toEqual({
      kind: 'email',
      date: '2026-03-12',
      daysLeft: -3,
      domainId: expect.any(String),
      domainName: 'acme.co.uk',
      clientId: expect.any(String),
      clientName: 'Acme Ltd',
      price: '60.00',
      provider: 'Google Workspace',
    });
    expect(
      body.renewals.find((r) => r.kind === 'hosting' && r.domainName === 'acme.co.uk'),
    ).toMatchObject({ price: '120.00', provider: null });
    expect(body.renewals.find((r) => r.domainName === 'bob-jones.com')).toMatchObject({
      clientName: 'Bob Jones',
      provider: 'GoDaddy',
      price: null,
    });
    expect(text).not.toContain('not-in-renewals');
    expect(text).not.toContain('credentials');
  });

  it('widens with within and narrows with kind', async () => {
    const wide = await api.get<RenewalList>('/api/renewals?within=60');
    expect(wide.body.total).toBe(5);
    expect(summary(wide.body).at(-1)).toBe('2026-04-29 hosting acme.co.uk 45');

    const domains = await api.get<RenewalList>('/api/renewals?within=180&kind=domain');
    expect(domains.body.renewals.map((r) => r.domainName)).toEqual([
      'bob-jones.com',
      'acme.co.uk',
      'zed.org',
    ]);

    const today = await api.get<RenewalList>('/api/renewals?within=0&kind=all');
    expect(summary(today.body)).toEqual(['2026-03-12 email acme.co.uk -3']);
  });

  it('pages with limit and page, keeping the total', async () => {
    const first = await api.get<RenewalList>('/api/renewals?within=60&limit=2');
    const second = await api.get<RenewalList>('/api/renewals?within=60&limit=2&page=2');
    expect(first.body.total).toBe(5);
    expect(second.body.total).toBe(5);
    expect([...summary(first.body), ...summary(second.body)]).toEqual(
      summary((await api.get<RenewalList>('/api/renewals?within=60')).body).slice(0, 4),
    );
  });

  it('counts days from today in London', async () => {
    api.setNow('2026-03-16T23:30:00Z');
    try {
      const { body } = await api.get<RenewalList>('/api/renewals?kind=domain');
      expect(body.renewals[0]).toMatchObject({ domainName: 'bob-jones.com', daysLeft: 1 });
    } finally {
      api.setNow('2026-03-15T12:00:00Z');
    }
  });

  it.each([
    ['within=-1', 'within', 'within must be a whole number of days from 0 to 3650'],
    ['within=3651', 'within', 'within must be a whole number of days from 0 to 3650'],
    ['within=ten', 'within', 'within must be a whole number of days from 0 to 3650'],
    ['within=1.5', 'within', 'within must be a whole number of days from 0 to 3650'],
    ['kind=ftp', 'kind', 'kind must be one of domain, email, hosting, all'],
    ['limit=1001', 'limit', 'Limit must be at most 1000'],
    ['page=0', 'page', 'Page must be at least 1'],
  ])('refuses %s with 400 naming the field', async (query, path, message) => {
    const { status, body } = await api.get<ErrorBody>(`/api/renewals?${query}`);
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path, message }]);
  });

  it('needs sign-in', async () => {
    expect((await api.get('/api/renewals', { anonymous: true })).status).toBe(401);
  });
});
