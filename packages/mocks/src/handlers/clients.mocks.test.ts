import { describe, expect, it } from 'vitest';
import { TOTAL_COUNT_CAP } from '@crm/domain';
import { call, useMockApi } from '../test/mock-api';

const api = useMockApi();
const UNKNOWN = '11111111-2222-4333-8444-555555555555';

describe('clients', () => {
  it('pages 20 at a time with the total, newest first', async () => {
    const db = api.fresh();
    const first = await call('GET', '/api/clients');
    const second = await call('GET', '/api/clients?page=2&limit=20');
    expect(first.body).toMatchObject({ total: 32 });
    expect((first.body as { clients: unknown[] }).clients).toHaveLength(20);
    expect((second.body as { clients: unknown[] }).clients).toHaveLength(12);
    expect((first.body as { clients: { id: string }[] }).clients[0]?.id).toBe(db.clients[0]?.id);
  });

  it('searches name, business name and email, case-insensitively', async () => {
    api.fresh();
    const { body } = await call('GET', '/api/clients?search=BAKEHOUSE');
    expect(body).toMatchObject({
      total: 1,
      clients: [{ name: 'Sophie Clarke', businessName: 'The Little Bakehouse' }],
    });
    expect((await call('GET', '/api/clients?search=physio.co.uk')).body).toMatchObject({
      total: 1,
    });
  });

  it('refuses a limit above 1000 with the schema message', async () => {
    api.fresh();
    expect(await call('GET', '/api/clients?limit=5000')).toMatchObject({
      status: 400,
      body: { message: 'Limit must be at most 1000' },
    });
  });

  it('creates a client (trimmed, blanks as null), listed first, with an activity line', async () => {
    const db = api.fresh();
    const created = await call('POST', '/api/clients', {
      name: '  Nina Shah ',
      email: '',
      businessName: 'Shah Studio',
    });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Nina Shah', email: null, businessName: 'Shah Studio' },
    });
    const list = await call('GET', '/api/clients?limit=1');
    expect(list.body).toMatchObject({ total: 33, clients: [{ name: 'Nina Shah' }] });
    expect(db.activity[0]?.summary).toBe('Created client Shah Studio');
  });

  it('answers 400 with the spec message and changes nothing', async () => {
    const db = api.fresh();
    const answer = await call('POST', '/api/clients', { name: '   ', email: 'not-an-email' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Client name is required',
      errors: [
        { path: 'name', message: 'Client name is required' },
        { path: 'email', message: 'Please enter a valid email address' },
      ],
    });
    expect(db.clients).toHaveLength(32);
  });

  it('answers 400 for malformed JSON', async () => {
    api.fresh();
    const response = await fetch('http://localhost/api/clients', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers 404 "Client not found" for an unknown or malformed id', async () => {
    api.fresh();
    expect(await call('GET', `/api/clients/${UNKNOWN}`)).toMatchObject({
      status: 404,
      body: { message: 'Client not found' },
    });
    expect(await call('GET', '/api/clients/not-an-id')).toMatchObject({
      status: 404,
      body: { message: 'Client not found' },
    });
    expect(await call('PUT', `/api/clients/${UNKNOWN}`, { name: 'X' })).toMatchObject({
      status: 404,
    });
  });

  it('changes only the fields sent', async () => {
    const db = api.fresh();
    const client = db.clients[1]!;
    const { body } = await call('PUT', `/api/clients/${client.id}`, { phone: '01225 000000' });
    expect(body).toMatchObject({
      name: client.name,
      businessName: client.businessName,
      phone: '01225 000000',
    });
  });

  it('deletes a client with its projects, invoices, domains, tasks and files', async () => {
    const db = api.fresh();
    const client = db.clients[0]!;
    expect(await call('DELETE', `/api/clients/${client.id}`)).toMatchObject({
      status: 204,
      body: '',
    });
    for (const table of [db.projects, db.invoices, db.domains, db.tasks, db.files]) {
      expect(table.some((row) => row.clientId === client.id)).toBe(false);
    }
    expect((await call('GET', `/api/clients/${client.id}`)).status).toBe(404);
    expect(db.activity[0]?.summary).toBe('Deleted client Bennett & Sons Joinery');
  });
});

describe('capped totals', () => {
  it('counts a search up to the cap, as the API does, and the whole list exactly', async () => {
    const db = api.fresh();
    const model = db.clients[0]!;
    for (let n = 0; n < TOTAL_COUNT_CAP + 3; n += 1) {
      db.clients.push({ ...model, id: db.newId(), name: `Hawthorn ${n}`, businessName: null });
    }
    const searched = await call('GET', '/api/clients?search=hawthorn');
    expect(searched.body).toMatchObject({ total: TOTAL_COUNT_CAP, totalIsAtLeast: true });
    const all = await call('GET', '/api/clients');
    expect(all.body).toMatchObject({ total: db.clients.length });
    expect(all.body).not.toHaveProperty('totalIsAtLeast');
    const few = await call('GET', '/api/clients?search=hawthorn 10');
    expect(few.body).toMatchObject({ total: 14 }); // 10, 100 to 109, 1000 to 1002
    expect(few.body).not.toHaveProperty('totalIsAtLeast');
  });
});
