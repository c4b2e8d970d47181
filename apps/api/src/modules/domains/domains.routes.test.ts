import type { Domain } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { createClient, createDomain } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

type DomainList = { domains: Domain[]; total: number };
type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

const server = useTestServer({
  now: '2026-03-15T12:00:00.000Z',
  emptyBeforeEach: ['clients', 'activity'],
});

function domainBody(clientId: string, overrides: Record<string, unknown> = {}) {
  return { domainName: 'example.co.uk', clientId, expiryDate: '2026-12-31', ...overrides };
}

describe('POST /api/domains', () => {
  it('normalises the name, stores prices as money, credentials apart, and answers with the client', async () => {
    const client = await createClient(server.db, { name: 'Acme', business_name: 'Acme Ltd' });

    const response = await server.post<Domain>(
      '/api/domains',
      domainBody(client.id, {
        domainName: 'HTTPS://www.Example.co.uk/path?q=1',
        renewalPrice: '12.5',
        emailRenewalPrice: 3,
        hostingRenewalPrice: '',
        registrar: '  Namecheap ',
        emailRenewalDate: '',
        credentials: [
          {
            type: 'hosting',
            description: 'cPanel',
            username: 'acme',
            password: 's3cret!',
            url: 'https://cp.example',
          },
          { password: 'other' },
        ],
      }),
    );

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      domainName: 'example.co.uk',
      renewalPrice: '12.50',
      emailRenewalPrice: '3.00',
      hostingRenewalPrice: null,
      registrar: 'Namecheap',
      emailRenewalDate: null,
      renewalPeriod: '12',
      client: { id: client.id, name: 'Acme', businessName: 'Acme Ltd' },
    });
    expect(response.body.credentials).toEqual([
      {
        id: expect.any(String),
        type: 'hosting',
        description: 'cPanel',
        username: 'acme',
        password: 's3cret!',
        url: 'https://cp.example',
      },
      {
        id: expect.any(String),
        type: 'admin',
        description: '',
        username: '',
        password: 'other',
        url: null,
      },
    ]);
    expect(await server.db('domain_credentials').count({ n: '*' })).toEqual([{ n: 2 }]);
    const activity = await server.db('activity').where({ entity_id: response.body.id });
    expect(activity.map((row) => row.summary)).toEqual(['Created domain example.co.uk']);
  });

  it('answers credentials null when there are none', async () => {
    const client = await createClient(server.db);
    const response = await server.post<Domain>(
      '/api/domains',
      domainBody(client.id, { credentials: [] }),
    );
    expect(response.body.credentials).toBeNull();
  });

  it.each([
    [{ domainName: 'https://www./' }, 'domainName', 'Domain name is required and must be valid'],
    [{ domainName: '' }, 'domainName', 'Domain name is required and must be valid'],
    [
      { domainName: 'not a domain' },
      'domainName',
      'Please enter a valid domain name (e.g., example.com)',
    ],
    [
      { domainName: `${'a'.repeat(64)}.com` },
      'domainName',
      'Please enter a valid domain name (e.g., example.com)',
    ],
    [
      { domainName: '-bad.com' },
      'domainName',
      'Please enter a valid domain name (e.g., example.com)',
    ],
    [{ clientId: '' }, 'clientId', 'Client is required'],
    [{ expiryDate: '' }, 'expiryDate', 'Expiry date is required'],
    [{ renewalPeriod: '3' }, 'renewalPeriod', 'Renewal period must be 1, 6 or 12 months'],
  ])('refuses %j with the spec message and stores nothing', async (overrides, path, message) => {
    const client = await createClient(server.db);
    const response = await server.post<ErrorBody>('/api/domains', domainBody(client.id, overrides));

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ path, message });
    expect(await server.db('domains').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('refuses an unknown client', async () => {
    const response = await server.post<ErrorBody>(
      '/api/domains',
      domainBody('00000000-0000-4000-8000-000000000000'),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'clientId', message: 'Client not found' }]);
  });
});

describe('GET /api/domains', () => {
  async function seed() {
    const acme = await createClient(server.db, { name: 'Acme' });
    const beta = await createClient(server.db, { name: 'Beta', business_name: 'Beta Widgets' });
    // Today is 2026-03-15.
    await createDomain(server.db, {
      client_id: acme.id,
      domain_name: 'expired.com',
      expiry_date: '2026-03-01',
    });
    await createDomain(server.db, {
      client_id: acme.id,
      domain_name: 'week.com',
      expiry_date: '2026-03-22',
    });
    await createDomain(server.db, {
      client_id: beta.id,
      domain_name: 'month.com',
      expiry_date: '2026-04-14',
    });
    await createDomain(server.db, {
      client_id: beta.id,
      domain_name: 'quarter.com',
      expiry_date: '2026-06-13',
    });
    await createDomain(server.db, {
      client_id: beta.id,
      domain_name: 'later.org',
      expiry_date: '2027-01-01',
    });
    return { acme, beta };
  }

  const names = (list: DomainList) => list.domains.map((domain) => domain.domainName);

  it('lists soonest expiry first with client and credentials, paged', async () => {
    await seed();
    const response = await server.get<DomainList>('/api/domains?limit=2&page=2');

    expect(response.status).toBe(200);
    expect(response.body.total).toBe(5);
    expect(names(response.body)).toEqual(['month.com', 'quarter.com']);
    expect(response.body.domains[0]).toMatchObject({
      client: { name: 'Beta', businessName: 'Beta Widgets' },
      credentials: null,
    });
  });

  it.each([
    ['daysUntilExpiry=7', ['expired.com', 'week.com']],
    ['daysUntilExpiry=30', ['expired.com', 'week.com', 'month.com']],
    ['daysUntilExpiry=90', ['expired.com', 'week.com', 'month.com', 'quarter.com']],
    ['daysUntilExpiry=all', ['expired.com', 'week.com', 'month.com', 'quarter.com', 'later.org']],
    ['search=.org', ['later.org']],
    ['search=WIDGETS', ['month.com', 'quarter.com', 'later.org']],
    // Every domain matches both by its own name and by its client's, and is listed once.
    ['search=e', ['expired.com', 'week.com', 'month.com', 'quarter.com', 'later.org']],
    ['search=com&daysUntilExpiry=7', ['expired.com', 'week.com']],
  ])('filters by %s', async (query, expected) => {
    await seed();
    const response = await server.get<DomainList>(`/api/domains?${query}`);
    expect(names(response.body)).toEqual(expected);
    expect(response.body.total).toBe(expected.length);
  });

  it('finds a domain by its client’s new name once the client is renamed, and no longer by the old', async () => {
    const { beta } = await seed();
    const renamed = await server.put(`/api/clients/${beta.id}`, {
      businessName: 'Hawthorn Joinery',
    });
    expect(renamed.status).toBe(200);
    const found = await server.get<DomainList>('/api/domains?search=hawthorn');
    expect(names(found.body)).toEqual(['month.com', 'quarter.com', 'later.org']);
    const gone = await server.get<DomainList>('/api/domains?search=widgets');
    expect(gone.body).toMatchObject({ domains: [], total: 0 });
  });

  it.each([
    ['%', ['half.com']],
    ['_', ['under.com']],
    ['\\', ['back.com']],
  ])('matches %s in a search as itself', async (term, expected) => {
    for (const [name, domain] of [
      ['Half 50% Off', 'half.com'],
      ['Under_Score', 'under.com'],
      ['Back\\Slash', 'back.com'],
      ['Plain', 'plain.com'],
    ] as const) {
      const client = await createClient(server.db, { name });
      await createDomain(server.db, { client_id: client.id, domain_name: domain });
    }
    const response = await server.get<DomainList>(
      `/api/domains?search=${encodeURIComponent(term)}`,
    );
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(expected);
  });

  it('filters by client', async () => {
    const { acme } = await seed();
    const response = await server.get<DomainList>(`/api/domains?clientId=${acme.id}`);
    expect(names(response.body)).toEqual(['expired.com', 'week.com']);
  });

  it('refuses an expiry filter other than 7, 30 or 90', async () => {
    const response = await server.get<ErrorBody>('/api/domains?daysUntilExpiry=14');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('daysUntilExpiry must be one of 7, 30, 90');
  });
});

describe('PUT and DELETE /api/domains/:id', () => {
  it('changes only the fields sent and replaces credentials, keeping ids sent back', async () => {
    const client = await createClient(server.db);
    const created = await server.post<Domain>(
      '/api/domains',
      domainBody(client.id, {
        registrar: 'Gandi',
        notes: 'keep me',
        credentials: [{ password: 'one' }, { password: 'two' }],
      }),
    );
    const [first] = created.body.credentials!;

    const response = await server.put<Domain>(`/api/domains/${created.body.id}`, {
      expiryDate: '2027-01-31',
      credentials: [
        { ...first, password: 'changed' },
        { type: 'ftp', password: 'new' },
      ],
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      expiryDate: '2027-01-31',
      registrar: 'Gandi',
      notes: 'keep me',
      domainName: 'example.co.uk',
    });
    expect(response.body.credentials).toEqual([
      { ...first, password: 'changed' },
      {
        id: expect.any(String),
        type: 'ftp',
        description: '',
        username: '',
        password: 'new',
        url: null,
      },
    ]);
  });

  it('keeps credentials when none are sent and clears them with null', async () => {
    const client = await createClient(server.db);
    const created = await server.post<Domain>(
      '/api/domains',
      domainBody(client.id, { credentials: [{ password: 'x' }] }),
    );

    const kept = await server.put<Domain>(`/api/domains/${created.body.id}`, { notes: 'n' });
    const cleared = await server.put<Domain>(`/api/domains/${created.body.id}`, {
      credentials: null,
    });

    expect(kept.body.credentials).toHaveLength(1);
    expect(cleared.body.credentials).toBeNull();
  });

  it('validates a changed name the same way and stores nothing on 400', async () => {
    const client = await createClient(server.db);
    const created = await server.post<Domain>('/api/domains', domainBody(client.id));

    const response = await server.put<ErrorBody>(`/api/domains/${created.body.id}`, {
      domainName: 'bad_name!',
      notes: 'x',
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a valid domain name (e.g., example.com)');
    expect((await server.get<Domain>(`/api/domains/${created.body.id}`)).body.notes).toBeNull();
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect(
      (
        await server.put<ErrorBody>('/api/domains/00000000-0000-4000-8000-000000000000', {
          notes: 'x',
        })
      ).body.message,
    ).toBe('Domain not found');
    expect((await server.get('/api/domains/abc')).status).toBe(404);
    expect((await server.delete('/api/domains/abc')).status).toBe(404);
  });

  it('deletes a domain with its credentials', async () => {
    const client = await createClient(server.db);
    const created = await server.post<Domain>(
      '/api/domains',
      domainBody(client.id, { credentials: [{ password: 'x' }] }),
    );

    expect((await server.delete(`/api/domains/${created.body.id}`)).status).toBe(204);
    expect((await server.get(`/api/domains/${created.body.id}`)).status).toBe(404);
    expect(await server.db('domain_credentials').count({ n: '*' })).toEqual([{ n: 0 }]);
    const summaries = (await server.db('activity').orderBy('created_at')).map((row) => row.summary);
    expect(summaries).toEqual(['Created domain example.co.uk', 'Deleted domain example.co.uk']);
  });
});
