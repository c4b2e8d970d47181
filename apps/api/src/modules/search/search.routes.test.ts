import type { ErrorResponse } from '@crm/api-contract';
import type { SearchResult } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createDomain,
  createInvoice,
  createProject,
  createTask,
} from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

const api = useTestServer({ emptyBeforeEach: ['clients'] });

const search = (q: string) => api.get<SearchResult[]>(`/api/search?q=${encodeURIComponent(q)}`);

describe('GET /api/search', () => {
  it('answers [] for fewer than 3 characters, blanks not counted', async () => {
    await createClient(api.db, { name: 'Ab' });
    for (const q of ['', 'a', 'ab', '  ab  ']) {
      const response = await search(q);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    }
    expect((await api.get<SearchResult[]>('/api/search')).body).toEqual([]);
  });

  it('finds every type by case-insensitive substring, with subtitles', async () => {
    const acme = await createClient(api.db, {
      name: 'Ann Lee',
      business_name: 'Acme Widgets',
      email: 'ann@acme.test',
    });
    await createProject(api.db, { client_id: acme.id, project_name: 'New ACME site' });
    const invoice = await createInvoice(api.db, {
      client_id: acme.id,
      invoice_number: 'ACME-0001',
      amount: '1234.50',
    });
    const domain = await createDomain(api.db, {
      client_id: acme.id,
      domain_name: 'acme.co.uk',
      expiry_date: '2027-01-05',
    });
    await createTask(api.db, { client_id: acme.id, title: 'Renew acme hosting' });
    await createClient(api.db, { name: 'Unrelated' });

    const { body } = await search('acme');
    expect(body).toEqual([
      { type: 'client', id: acme.id, title: 'Acme Widgets', subtitle: 'Ann Lee' },
      { type: 'project', id: expect.any(String), title: 'New ACME site', subtitle: 'Acme Widgets' },
      { type: 'invoice', id: invoice.id, title: 'ACME-0001', subtitle: 'Acme Widgets · £1,234.50' },
      {
        type: 'domain',
        id: domain.id,
        title: 'acme.co.uk',
        subtitle: 'Acme Widgets · Expires Jan 5, 2027',
        clientId: acme.id,
      },
      {
        type: 'task',
        id: expect.any(String),
        title: 'Renew acme hosting',
        subtitle: 'Acme Widgets',
      },
    ]);
  });

  it('matches a client by email and shows the email for a person', async () => {
    const person = await createClient(api.db, {
      name: 'Bob Jones',
      business_name: null,
      email: 'bob@example.test',
    });
    const { body } = await search('BOB@EXAMPLE');
    expect(body).toEqual([
      { type: 'client', id: person.id, title: 'Bob Jones', subtitle: 'bob@example.test' },
    ]);
  });

  it('answers at most 5 of each type, prefix matches first', async () => {
    const client = await createClient(api.db, { name: 'Zzz' });
    for (const name of [
      'Project alpha 1',
      'Project alpha 2',
      'alpha first',
      'Project alpha 3',
      'Project alpha 4',
      'Project alpha 5',
      'Project alpha 6',
    ]) {
      await createProject(api.db, { client_id: client.id, project_name: name });
    }
    const { body } = await search('alpha');
    expect(body).toHaveLength(5);
    expect(body[0]?.title).toBe('alpha first');
  });

  it('treats % and _ literally', async () => {
    await createClient(api.db, { name: 'abc_def' });
    await createClient(api.db, { name: 'abcXdef' });
    const { body } = await search('c_d');
    expect(body.map((r) => r.title)).toEqual(['abc_def']);
  });

  it('refuses a query over 200 characters', async () => {
    const response = await api.get<ErrorResponse>(`/api/search?q=${'a'.repeat(201)}`);
    expect(response.status).toBe(400);
  });

  it('uses the trigram indexes rather than scanning (PostgreSQL plan)', async () => {
    await api.db.raw('set enable_seqscan = off');
    try {
      const plan = await api.db.raw(
        `explain select id from clients where name ilike '%acme%' or business_name ilike '%acme%' or email ilike '%acme%'`,
      );
      const text = (plan.rows as { 'QUERY PLAN': string }[])
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(text).toContain('clients_name_trgm_idx');
    } finally {
      await api.db.raw('set enable_seqscan = on');
    }
  });
});
