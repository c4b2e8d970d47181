import { daysLeft, RENEWAL_INVOICE_DAYS_MESSAGE } from '@crm/domain';
import type { Domain } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { call, TODAY, useMockApi } from '../test/mock-api';

const api = useMockApi();
type List = { domains: Domain[]; total: number };

describe('domains', () => {
  it('lists soonest expiry first, with client and credentials', async () => {
    api.fresh();
    const { domains, total } = (await call('GET', '/api/domains')).body as List;
    expect(total).toBe(10);
    expect(domains[0]).toMatchObject({
      domainName: 'jackthompson.me.uk',
      client: { name: 'Jack Thompson', businessName: null },
    });
    expect(domains.map((d) => d.expiryDate)).toEqual([...domains.map((d) => d.expiryDate)].sort());
    expect(domains.find((d) => d.domainName === 'woodsolicitors.co.uk')?.credentials).toHaveLength(
      3,
    );
  });

  it('filters by days until expiry, expired included', async () => {
    api.fresh();
    const within7 = (await call('GET', '/api/domains?daysUntilExpiry=7')).body as List;
    expect(within7.domains.map((d) => daysLeft(d.expiryDate, TODAY))).toEqual([-5, 3]);
    const within30 = (await call('GET', '/api/domains?daysUntilExpiry=30')).body as List;
    expect(within30.total).toBe(4);
    expect((await call('GET', '/api/domains?daysUntilExpiry=all')).body).toMatchObject({
      total: 10,
    });
    expect(await call('GET', '/api/domains?daysUntilExpiry=14')).toMatchObject({
      status: 400,
      body: { message: 'daysUntilExpiry must be one of 7, 30, 90' },
    });
  });

  it('searches domain and client names', async () => {
    api.fresh();
    expect((await call('GET', '/api/domains?search=wood')).body).toMatchObject({ total: 1 });
    expect((await call('GET', '/api/domains?search=campbell physio')).body).toMatchObject({
      total: 1,
    });
  });

  it('normalises the name on create and checks it', async () => {
    const db = api.fresh();
    const created = await call('POST', '/api/domains', {
      domainName: 'HTTPS://www.Shah-Studio.co.uk/about',
      clientId: db.clients[2]!.id,
      expiryDate: '2027-01-01',
      credentials: [{ username: 'nina', password: 'pa ss', type: 'hosting' }],
    });
    expect(created).toMatchObject({
      status: 201,
      body: { domainName: 'shah-studio.co.uk', renewalPeriod: '12', renewalPrice: null },
    });
    expect((created.body as Domain).credentials).toEqual([
      expect.objectContaining({ type: 'hosting', password: 'pa ss', url: null }),
    ]);
    const bad = await call('POST', '/api/domains', {
      domainName: 'not a domain',
      clientId: db.clients[2]!.id,
      expiryDate: '2027-01-01',
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid domain name (e.g., example.com)' },
    });
    const empty = await call('POST', '/api/domains', {
      domainName: 'https://',
      clientId: '',
      expiryDate: '',
    });
    expect((empty.body as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual([
      'Domain name is required and must be valid',
      'Client is required',
      'Expiry date is required',
    ]);
  });

  it('stores renewal invoicing: off, 30 days and not emailed unless sent', async () => {
    const db = api.fresh();
    const fields = {
      domainName: 'shah-studio.co.uk',
      clientId: db.clients[2]!.id,
      expiryDate: '2027-01-01',
    };
    const created = (await call('POST', '/api/domains', fields)).body as Domain;
    expect(created).toMatchObject({
      renewalInvoicing: false,
      renewalInvoiceDaysBefore: 30,
      renewalInvoiceAutoSend: false,
    });
    const chosen = await call('POST', '/api/domains', {
      ...fields,
      domainName: 'shah-studio.com',
      renewalInvoicing: true,
      renewalInvoiceDaysBefore: 14,
      renewalInvoiceAutoSend: true,
    });
    expect(chosen).toMatchObject({
      status: 201,
      body: { renewalInvoicing: true, renewalInvoiceDaysBefore: 14, renewalInvoiceAutoSend: true },
    });
    const read = (await call('GET', `/api/domains/${(chosen.body as Domain).id}`)).body;
    expect(read).toMatchObject({ renewalInvoiceDaysBefore: 14, renewalInvoiceAutoSend: true });
  });

  it('changes only the renewal invoicing fields sent, and checks the days', async () => {
    const db = api.fresh();
    const domain = db.domains.find((d) => d.renewalInvoicing && d.renewalInvoiceAutoSend)!;
    const updated = await call('PUT', `/api/domains/${domain.id}`, {
      renewalInvoiceDaysBefore: 365,
    });
    expect(updated.body).toMatchObject({
      renewalInvoicing: true,
      renewalInvoiceDaysBefore: 365,
      renewalInvoiceAutoSend: true,
    });
    const off = (await call('PUT', `/api/domains/${domain.id}`, { renewalInvoicing: false }))
      .body as Domain;
    expect(off).toMatchObject({ renewalInvoicing: false, renewalInvoiceDaysBefore: 365 });
    for (const days of [0, 366, 7.5, '14']) {
      expect(
        await call('PUT', `/api/domains/${domain.id}`, { renewalInvoiceDaysBefore: days }),
      ).toMatchObject({
        status: 400,
        body: {
          errors: [{ path: 'renewalInvoiceDaysBefore', message: RENEWAL_INVOICE_DAYS_MESSAGE }],
        },
      });
    }
    expect(db.domains.find((d) => d.id === domain.id)?.renewalInvoiceDaysBefore).toBe(365);
  });

  it('replaces credentials when sent and keeps them otherwise', async () => {
    const db = api.fresh();
    const domain = db.domains.find((d) => (d.credentials?.length ?? 0) > 1)!;
    const kept = (await call('PUT', `/api/domains/${domain.id}`, { registrar: 'Gandi' }))
      .body as Domain;
    expect(kept.credentials).toHaveLength(domain.credentials!.length);
    const first = kept.credentials![0]!;
    const replaced = (
      await call('PUT', `/api/domains/${domain.id}`, {
        credentials: [{ ...first, password: 'new-one' }],
      })
    ).body as Domain;
    expect(replaced.credentials).toEqual([{ ...first, password: 'new-one' }]);
    const cleared = (await call('PUT', `/api/domains/${domain.id}`, { credentials: [] }))
      .body as Domain;
    expect(cleared.credentials).toBeNull();
  });
});
