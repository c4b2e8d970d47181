import { describe, expect, it } from 'vitest';
import { renewalsOf, upcomingRenewals } from './renewal-rows';

const TODAY = '2026-03-15';

function domain(overrides: Partial<Parameters<typeof renewalsOf>[0]> = {}): Parameters<typeof renewalsOf>[0] {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    domainName: 'acme.co.uk',
    clientId: '00000000-0000-4000-8000-0000000000c1',
    client: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Jane Smith', businessName: 'Acme Ltd' },
    expiryDate: '2026-03-25',
    renewalPrice: '12.99',
    registrar: 'Namecheap',
    emailRenewalDate: null,
    emailRenewalPrice: null,
    emailProvider: null,
    hostingRenewalDate: null,
    hostingRenewalPrice: null,
    ...overrides,
  };
}

describe('renewalsOf', () => {
  it('gives the domain renewal, and email and hosting only when they have a date', () => {
    expect(renewalsOf(domain(), TODAY).map((r) => r.kind)).toEqual(['domain']);
    const all = renewalsOf(domain({ emailRenewalDate: '2026-03-10', emailProvider: 'Google', hostingRenewalDate: '2026-04-01' }), TODAY);
    expect(all.map((r) => [r.kind, r.provider])).toEqual([
      ['domain', 'Namecheap'],
      ['email', 'Google'],
      ['hosting', null],
    ]);
  });

  it('names the client by business name and words days left as the web app does', () => {
    const [email] = renewalsOf(domain({ expiryDate: '2026-03-14' }), TODAY);
    expect(email).toMatchObject({ client: 'Acme Ltd', daysLeft: -1, daysLeftText: 'Expired 1 day ago', price: '12.99' });
    expect(renewalsOf(domain(), TODAY)[0]?.daysLeftText).toBe('10 days');
  });
});

describe('upcomingRenewals', () => {
  const domains = [
    domain({ domainName: 'late.com', expiryDate: '2026-05-01', hostingRenewalDate: '2026-03-20' }),
    domain({ domainName: 'soon.com', expiryDate: '2026-03-20', emailRenewalDate: '2026-03-01' }),
  ];

  it('keeps renewals within the window, expired included, soonest first, domain before email before hosting', () => {
    const rows = upcomingRenewals(domains, { today: TODAY, within: 30, kind: 'all' });
    expect(rows.map((r) => `${r.date} ${r.kind} ${r.domainName}`)).toEqual([
      '2026-03-01 email soon.com',
      '2026-03-20 domain soon.com',
      '2026-03-20 hosting late.com',
    ]);
  });

  it('widens with --within and narrows with --kind', () => {
    expect(upcomingRenewals(domains, { today: TODAY, within: 60, kind: 'all' })).toHaveLength(4);
    expect(upcomingRenewals(domains, { today: TODAY, within: 60, kind: 'domain' }).map((r) => r.domainName)).toEqual(['soon.com', 'late.com']);
    expect(upcomingRenewals(domains, { today: TODAY, within: 0, kind: 'all' }).map((r) => r.kind)).toEqual(['email']);
  });
});
