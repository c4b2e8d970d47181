import { Readable } from 'node:stream';
import type { ClientListSchema, ErrorResponse } from '@crm/api-contract';
import type { Client } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createClient,
  createDomain,
  createFileRow,
  createInvoice,
  createProject,
  createTask,
} from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

type ClientList = z.infer<typeof ClientListSchema>;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const api = useTestServer({ emptyBeforeEach: ['clients', 'activity'] });

const count = async (table: string) =>
  Number((await api.db(table).count({ count: '*' }))[0]?.['count']);

describe('GET /api/clients', () => {
  it('lists clients newest first with the total, 20 a page by default', async () => {
    for (let i = 1; i <= 23; i += 1) {
      const created_at = new Date(Date.UTC(2026, 0, 1, 0, 0, i));
      await createClient(api.db, { name: `Client ${String(i).padStart(2, '0')}`, created_at });
    }
    const first = await api.get<ClientList>('/api/clients');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(23);
    expect(first.body.clients).toHaveLength(20);
    expect(first.body.clients[0]?.name).toBe('Client 23');
    const second = await api.get<ClientList>('/api/clients?page=2');
    expect(second.body.clients.map((c) => c.name)).toEqual(['Client 03', 'Client 02', 'Client 01']);
    const big = await api.get<ClientList>('/api/clients?limit=1000');
    expect(big.body.clients).toHaveLength(23);
    // Past the last page: no clients, and still the total.
    const past = await api.get<ClientList>('/api/clients?page=3');
    expect([past.status, past.body.clients, past.body.total]).toEqual([200, [], 23]);
  });

  it('answers an empty list with a total of 0', async () => {
    const empty = await api.get<ClientList>('/api/clients');
    expect([empty.status, empty.body.clients, empty.body.total]).toEqual([200, [], 0]);
  });

  it('answers a client in the wire shape', async () => {
    await createClient(api.db, {
      name: 'Ann',
      business_name: 'Acme Ltd',
      email: 'ann@acme.test',
      phone: '0123',
      tags: 'web, retainer',
    });
    const { body } = await api.get<ClientList>('/api/clients');
    expect(body.clients[0]).toEqual({
      id: expect.any(String),
      name: 'Ann',
      email: 'ann@acme.test',
      phone: '0123',
      businessName: 'Acme Ltd',
      address: null,
      notes: null,
      tags: 'web, retainer',
      latePaymentClaims: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('searches name, business name and email, case-insensitively, and counts only matches', async () => {
    await createClient(api.db, { name: 'Zed Smith', business_name: null, email: 'z@one.test' });
    await createClient(api.db, {
      name: 'Ann',
      business_name: 'SMITHS Bakery',
      email: 'a@two.test',
    });
    await createClient(api.db, { name: 'Bob', business_name: null, email: 'bob@smithy.test' });
    await createClient(api.db, { name: 'Carl', business_name: 'Other', email: 'c@three.test' });
    const { body } = await api.get<ClientList>('/api/clients?search=smith');
    expect(body.total).toBe(3);
    expect(body.clients.map((c) => c.name).sort()).toEqual(['Ann', 'Bob', 'Zed Smith']);
    const blank = await api.get<ClientList>('/api/clients?search=%20%20');
    expect(blank.body.total).toBe(4);
  });

  it('treats % and _ in the search as plain characters', async () => {
    await createClient(api.db, { name: '100% Design' });
    await createClient(api.db, { name: '1000 Designs' });
    const { body } = await api.get<ClientList>(`/api/clients?search=${encodeURIComponent('100%')}`);
    expect(body.clients.map((c) => c.name)).toEqual(['100% Design']);
  });

  it.each([
    ['limit=1001', 'limit', 'Limit must be at most 1000'],
    ['limit=0', 'limit', 'Limit must be at least 1'],
    ['limit=ten', 'limit', 'Limit must be a whole number'],
    ['page=0', 'page', 'Page must be at least 1'],
  ])('refuses %s with 400', async (query, path, message) => {
    const response = await api.get<ErrorResponse>(`/api/clients?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, errors: [{ path, message }] });
  });
});

describe('GET /api/clients/:id', () => {
  it('answers the client', async () => {
    const row = await createClient(api.db, { name: 'Acme' });
    const response = await api.get<Client>(`/api/clients/${row.id}`);
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Acme');
  });

  it.each([UNKNOWN_ID, 'not-a-uuid', '123'])('answers 404 for %s', async (id) => {
    const response = await api.get<ErrorResponse>(`/api/clients/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Client not found' });
  });
});

describe('POST /api/clients', () => {
  it('creates a client: fields trimmed, blanks stored as null, and records the activity', async () => {
    const response = await api.post<Client>('/api/clients', {
      name: '  Ann Lee ',
      email: ' ann@acme.test ',
      phone: '',
      businessName: ' Acme Ltd ',
      address: '   ',
      notes: null,
      tags: 'web,seo',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@acme.test',
      phone: null,
      businessName: 'Acme Ltd',
      address: null,
      notes: null,
      tags: 'web,seo',
    });
    const stored = await api.db('clients').where({ id: response.body.id }).first();
    expect(stored.phone).toBeNull();
    const activity = await api
      .db('activity')
      .select('action', 'entity_type', 'entity_id', 'summary');
    expect(activity).toEqual([
      {
        action: 'created',
        entity_type: 'client',
        entity_id: response.body.id,
        summary: 'Created client Acme Ltd',
      },
    ]);
  });

  it.each([
    [{}, 'name', 'Client name is required'],
    [{ name: '   ' }, 'name', 'Client name is required'],
    [{ name: 'Ann', email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ name: 'x'.repeat(201) }, 'name', 'Must be at most 200 characters'],
  ])('refuses %j with 400 and stores nothing', async (body, path, message) => {
    const response = await api.post<ErrorResponse>('/api/clients', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ path, message });
    expect(await count('clients')).toBe(0);
    expect(await count('activity')).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await api.post<ErrorResponse>('/api/clients', 'name=Ann', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    expect(await count('clients')).toBe(0);
  });
});

describe('PUT /api/clients/:id', () => {
  it('changes only the fields sent', async () => {
    const row = await createClient(api.db, { name: 'Ann', email: 'ann@acme.test', phone: '0123' });
    const response = await api.put<Client>(`/api/clients/${row.id}`, {
      phone: ' 0999 ',
      notes: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Ann',
      email: 'ann@acme.test',
      phone: '0999',
      notes: null,
    });
    const [activity] = await api.db('activity').select('action', 'summary');
    expect(activity).toEqual({ action: 'updated', summary: 'Updated client Ann' });
  });

  it('refuses a blank name and changes nothing', async () => {
    const row = await createClient(api.db, { name: 'Ann' });
    const response = await api.put<ErrorResponse>(`/api/clients/${row.id}`, {
      name: ' ',
      phone: '1',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Client name is required');
    expect((await api.db('clients').where({ id: row.id }).first()).phone).toBe(row['phone']);
  });

  it.each([UNKNOWN_ID, 'nope'])('answers 404 for %s', async (id) => {
    const response = await api.put<ErrorResponse>(`/api/clients/${id}`, { name: 'X' });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Client not found');
  });
});

describe('DELETE /api/clients/:id', () => {
  it('removes the client with its projects, invoices, domains, tasks and files, stored bytes included', async () => {
    const client = await createClient(api.db, { name: 'Gone' });
    const other = await createClient(api.db, { name: 'Stays' });
    const project = await createProject(api.db, { client_id: client.id });
    await createInvoice(api.db, { client_id: client.id, project_id: project.id });
    await createDomain(api.db, { client_id: client.id });
    await createTask(api.db, { client_id: client.id, project_id: project.id });
    const file = await createFileRow(api.db, { client_id: client.id });
    await api.storage.put(String(file['storage_key']), Readable.from([Buffer.from('%PDF-1.4')]), {
      contentType: 'application/pdf',
    });
    const otherFile = await createFileRow(api.db, { client_id: other.id });
    await api.storage.put(
      String(otherFile['storage_key']),
      Readable.from([Buffer.from('%PDF-1.4')]),
      { contentType: 'application/pdf' },
    );

    const response = await api.delete(`/api/clients/${client.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');

    for (const table of ['projects', 'invoices', 'domains', 'tasks']) {
      expect(await count(table), table).toBe(0);
    }
    expect(await api.db('files').pluck('id')).toEqual([otherFile.id]);
    expect(await api.storage.exists(String(file['storage_key']))).toBe(false);
    expect(await api.storage.exists(String(otherFile['storage_key']))).toBe(true);
    expect(await api.db('clients').pluck('name')).toEqual(['Stays']);
    expect(await api.db('activity').select('action', 'summary')).toEqual([
      { action: 'deleted', summary: 'Deleted client Gone' },
    ]);
  });

  it.each([UNKNOWN_ID, 'nope'])('answers 404 for %s', async (id) => {
    const response = await api.delete<ErrorResponse>(`/api/clients/${id}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Client not found');
  });
});
