import type { Invoice } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { createClient, createInvoice, createProject } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

type InvoiceList = {
  invoices: Invoice[];
  total: number;
  summary: { totalAmount: string; paid: string; unpaid: string; overdue: string };
};
type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

const server = useTestServer({
  now: '2026-03-15T12:00:00.000Z',
  emptyBeforeEach: ['invoices', 'clients', 'activity'],
});

function invoiceBody(clientId: string, overrides: Record<string, unknown> = {}) {
  return {
    clientId,
    projectId: null,
    invoiceDate: '2026-03-01',
    dueDate: '2026-03-31',
    status: 'unpaid',
    lineItems: [{ description: 'Design', quantity: 2, unitPrice: '150.00' }],
    ...overrides,
  };
}

describe('POST /api/invoices', () => {
  it('creates an invoice with the next number, the amount summed from the lines, client and project', async () => {
    const client = await createClient(server.db, { name: 'Acme', business_name: 'Acme Ltd' });
    const project = await createProject(server.db, {
      client_id: client.id,
      project_name: 'Website',
    });

    const response = await server.post<Invoice>(
      '/api/invoices',
      invoiceBody(client.id, {
        projectId: project.id,
        amount: '999.99',
        lineItems: [
          { description: 'Hosting', quantity: 3, unitPrice: '0.10', total: '5.00' },
          { description: 'Domain', quantity: 1, unitPrice: 0.2 },
        ],
      }),
    );

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      invoiceNumber: 'INV-0001',
      amount: '0.50',
      status: 'unpaid',
      paidAt: null,
      client: { id: client.id, name: 'Acme', businessName: 'Acme Ltd' },
      project: { id: project.id, projectName: 'Website' },
    });
    expect(
      response.body.lineItems.map(({ description, quantity, unitPrice, total }) => ({
        description,
        quantity,
        unitPrice,
        total,
      })),
    ).toEqual([
      { description: 'Hosting', quantity: 3, unitPrice: '0.10', total: '0.30' },
      { description: 'Domain', quantity: 1, unitPrice: '0.20', total: '0.20' },
    ]);
    const activity = await server.db('activity').where({ entity_id: response.body.id });
    expect(activity.map((row) => row.summary)).toEqual(['Created invoice INV-0001']);
  });

  it('numbers blank invoices one past the highest INV-#### and keeps a number the user gives', async () => {
    const client = await createClient(server.db);
    const first = await server.post<Invoice>(
      '/api/invoices',
      invoiceBody(client.id, { invoiceNumber: '' }),
    );
    const given = await server.post<Invoice>(
      '/api/invoices',
      invoiceBody(client.id, { invoiceNumber: ' INV-0041 ' }),
    );
    const custom = await server.post<Invoice>(
      '/api/invoices',
      invoiceBody(client.id, { invoiceNumber: 'ACME-7' }),
    );
    const next = await server.post<Invoice>('/api/invoices', invoiceBody(client.id));

    expect([
      first.body.invoiceNumber,
      given.body.invoiceNumber,
      custom.body.invoiceNumber,
      next.body.invoiceNumber,
    ]).toEqual(['INV-0001', 'INV-0041', 'ACME-7', 'INV-0042']);
  });

  it('answers 409 for a number already in use and stores nothing', async () => {
    const client = await createClient(server.db);
    await server.post('/api/invoices', invoiceBody(client.id, { invoiceNumber: 'INV-0007' }));

    const response = await server.post<ErrorBody>(
      '/api/invoices',
      invoiceBody(client.id, { invoiceNumber: 'INV-0007' }),
    );

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'Invoice number INV-0007 is already in use',
      errors: [{ path: 'invoiceNumber', message: 'Invoice number INV-0007 is already in use' }],
    });
    expect(await server.db('invoices').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('gives concurrent blank invoices distinct sequential numbers', async () => {
    const client = await createClient(server.db);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.post<Invoice>('/api/invoices', invoiceBody(client.id)),
      ),
    );

    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(responses.map((r) => r.body.invoiceNumber).sort()).toEqual([
      'INV-0001',
      'INV-0002',
      'INV-0003',
      'INV-0004',
      'INV-0005',
      'INV-0006',
    ]);
  });

  it.each([
    [{ clientId: '' }, 'clientId', 'Client is required'],
    [{ dueDate: '' }, 'dueDate', 'Due date is required'],
    [{ lineItems: [] }, 'lineItems', 'At least one line item is required'],
    [
      { lineItems: [{ description: ' ', quantity: 1, unitPrice: '' }] },
      'lineItems',
      'At least one line item is required',
    ],
  ])('refuses %j with the spec message and stores nothing', async (overrides, path, message) => {
    const client = await createClient(server.db);
    const response = await server.post<ErrorBody>(
      '/api/invoices',
      invoiceBody(client.id, overrides),
    );

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ path, message });
    expect(await server.db('invoices').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('refuses an unknown client and a project of another client', async () => {
    const client = await createClient(server.db);
    const otherProject = await createProject(server.db);

    const unknown = await server.post<ErrorBody>(
      '/api/invoices',
      invoiceBody('00000000-0000-4000-8000-000000000000'),
    );
    const foreign = await server.post<ErrorBody>(
      '/api/invoices',
      invoiceBody(client.id, { projectId: otherProject.id }),
    );

    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'clientId', message: 'Client not found' }]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([
      { path: 'projectId', message: "Project must belong to the invoice's client" },
    ]);
    expect(await server.db('invoices').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('records paidAt when created as paid', async () => {
    const client = await createClient(server.db);
    const response = await server.post<Invoice>(
      '/api/invoices',
      invoiceBody(client.id, { status: 'paid' }),
    );
    expect(response.body.paidAt).toBe('2026-03-15T12:00:00.000Z');
  });
});

describe('GET /api/invoices', () => {
  async function seed() {
    const acme = await createClient(server.db, { name: 'Acme' });
    const beta = await createClient(server.db, { name: 'Beta', business_name: 'Beta Widgets' });
    // Today is 2026-03-15.
    await createInvoice(server.db, {
      client_id: acme.id,
      invoice_number: 'INV-0001',
      status: 'paid',
      amount: '100.00',
      due_date: '2026-03-01',
    });
    await createInvoice(server.db, {
      client_id: acme.id,
      invoice_number: 'INV-0002',
      status: 'unpaid',
      amount: '20.50',
      due_date: '2026-03-14',
    });
    await createInvoice(server.db, {
      client_id: beta.id,
      invoice_number: 'INV-0003',
      status: 'unpaid',
      amount: '30.25',
      due_date: '2026-03-15',
    });
    await createInvoice(server.db, {
      client_id: beta.id,
      invoice_number: 'INV-0004',
      status: 'overdue',
      amount: '4.00',
      due_date: '2026-04-30',
    });
    return { acme, beta };
  }

  const numbers = (list: InvoiceList) =>
    list.invoices.map((invoice) => invoice.invoiceNumber).sort();

  it('lists newest first with client, project and line items, and sums every match in the summary', async () => {
    await seed();
    const response = await server.get<InvoiceList>('/api/invoices?limit=2');

    expect(response.status).toBe(200);
    expect(response.body.total).toBe(4);
    expect(response.body.invoices).toHaveLength(2);
    expect(response.body.invoices[0]).toMatchObject({
      invoiceNumber: 'INV-0004',
      client: { name: 'Beta', businessName: 'Beta Widgets' },
      project: null,
    });
    expect(response.body.invoices[0]!.lineItems).toEqual([
      expect.objectContaining({
        description: 'Work',
        quantity: 1,
        unitPrice: '4.00',
        total: '4.00',
      }),
    ]);
    expect(response.body.summary).toEqual({
      totalAmount: '154.75',
      paid: '100.00',
      unpaid: '30.25',
      overdue: '24.50',
    });
  });

  it.each([
    [
      'status=paid',
      ['INV-0001'],
      { totalAmount: '100.00', paid: '100.00', unpaid: '0.00', overdue: '0.00' },
    ],
    [
      'status=unpaid',
      ['INV-0003'],
      { totalAmount: '30.25', paid: '0.00', unpaid: '30.25', overdue: '0.00' },
    ],
    [
      'status=overdue',
      ['INV-0002', 'INV-0004'],
      { totalAmount: '24.50', paid: '0.00', unpaid: '0.00', overdue: '24.50' },
    ],
    [
      'status=all',
      ['INV-0001', 'INV-0002', 'INV-0003', 'INV-0004'],
      { totalAmount: '154.75', paid: '100.00', unpaid: '30.25', overdue: '24.50' },
    ],
    [
      'search=0003',
      ['INV-0003'],
      { totalAmount: '30.25', paid: '0.00', unpaid: '30.25', overdue: '0.00' },
    ],
    [
      'search=widg',
      ['INV-0003', 'INV-0004'],
      { totalAmount: '34.25', paid: '0.00', unpaid: '30.25', overdue: '4.00' },
    ],
    [
      'search=acme&status=overdue',
      ['INV-0002'],
      { totalAmount: '20.50', paid: '0.00', unpaid: '0.00', overdue: '20.50' },
    ],
  ])('filters by %s', async (query, expected, summary) => {
    await seed();
    const response = await server.get<InvoiceList>(`/api/invoices?${query}`);
    expect(numbers(response.body)).toEqual(expected);
    expect(response.body.total).toBe(expected.length);
    expect(response.body.summary).toEqual(summary);
  });

  it.each([
    ['status=overdue&limit=1&page=1', 'INV-0004', 'Beta'],
    ['status=overdue&limit=1&page=2', 'INV-0002', 'Acme'],
    ['search=widg&limit=1&page=1', 'INV-0004', 'Beta'],
    ['search=widg&limit=1&page=2', 'INV-0003', 'Beta'],
  ])('pages %s newest first, each invoice whole', async (query, number, client) => {
    await seed();
    const response = await server.get<InvoiceList>(`/api/invoices?${query}`);
    expect(response.body.total).toBe(2);
    expect(response.body.invoices).toHaveLength(1);
    expect(response.body.invoices[0]).toMatchObject({
      invoiceNumber: number,
      client: { name: client },
      lineItems: [expect.objectContaining({ description: 'Work' })],
    });
  });

  it('lists an invoice whose number and client both match the search once', async () => {
    const { acme } = await seed();
    await createInvoice(server.db, {
      client_id: acme.id,
      invoice_number: 'ACME-7',
      status: 'unpaid',
      amount: '5.00',
      due_date: '2026-05-01',
    });
    const response = await server.get<InvoiceList>('/api/invoices?search=acme');
    expect(numbers(response.body)).toEqual(['ACME-7', 'INV-0001', 'INV-0002']);
    expect(response.body.total).toBe(3);
  });

  it('filters by client', async () => {
    const { acme } = await seed();
    const response = await server.get<InvoiceList>(`/api/invoices?clientId=${acme.id}&limit=1000`);
    expect(numbers(response.body)).toEqual(['INV-0001', 'INV-0002']);
  });

  it('answers an empty list with zero sums', async () => {
    const response = await server.get<InvoiceList>('/api/invoices');
    expect(response.body).toEqual({
      invoices: [],
      total: 0,
      summary: { totalAmount: '0.00', paid: '0.00', unpaid: '0.00', overdue: '0.00' },
    });
  });

  it.each(['limit=1001', 'page=0', 'status=late', 'clientId=nope'])(
    'refuses the query %s with 400',
    async (query) => {
      const response = await server.get<ErrorBody>(`/api/invoices?${query}`);
      expect(response.status).toBe(400);
    },
  );
});

describe('GET, PUT and DELETE /api/invoices/:id', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await server.get<ErrorBody>(`/api/invoices/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Invoice not found');
    }
  });

  it('marks an invoice paid with { status: "paid" } and keeps everything else', async () => {
    const client = await createClient(server.db);
    const created = await server.post<Invoice>(
      '/api/invoices',
      invoiceBody(client.id, { invoiceNumber: 'INV-0100' }),
    );
    server.setNow('2026-03-20T09:30:00.000Z');

    const response = await server.put<Invoice>(`/api/invoices/${created.body.id}`, {
      status: 'paid',
    });
    server.setNow('2026-03-15T12:00:00.000Z');

    expect(response.status).toBe(200);
    const { status, paidAt, updatedAt, payments, amountPaid, balanceDue, ...rest } = response.body;
    const {
      status: _s,
      paidAt: _p,
      updatedAt: _u,
      payments: _payments,
      amountPaid: _paid,
      balanceDue: _due,
      ...before
    } = created.body;
    expect(status).toBe('paid');
    expect(paidAt).toBe('2026-03-20T09:30:00.000Z');
    expect(updatedAt >= created.body.updatedAt).toBe(true);
    // Marking paid records the balance as received that day (London).
    expect(payments.map((p) => [p.amount, p.paidOn])).toEqual([
      [created.body.amount, '2026-03-20'],
    ]);
    expect([amountPaid, balanceDue]).toEqual([created.body.amount, '0.00']);
    expect(rest).toEqual(before);
  });

  it('keeps the first paidAt when a paid invoice is saved again, and clears it when unpaid', async () => {
    const client = await createClient(server.db);
    const created = await server.post<Invoice>(
      '/api/invoices',
      invoiceBody(client.id, { status: 'paid' }),
    );
    server.setNow('2026-04-01T00:00:00.000Z');
    const again = await server.put<Invoice>(`/api/invoices/${created.body.id}`, {
      status: 'paid',
      dueDate: '2026-04-30',
    });
    const unpaid = await server.put<Invoice>(`/api/invoices/${created.body.id}`, {
      status: 'unpaid',
    });
    server.setNow('2026-03-15T12:00:00.000Z');

    expect(again.body.paidAt).toBe('2026-03-15T12:00:00.000Z');
    expect(again.body.dueDate).toBe('2026-04-30');
    expect(unpaid.body.paidAt).toBeNull();
  });

  it('replaces the line items and recomputes the amount on a full update', async () => {
    const client = await createClient(server.db);
    const created = await server.post<Invoice>('/api/invoices', invoiceBody(client.id));

    const response = await server.put<Invoice>(
      `/api/invoices/${created.body.id}`,
      invoiceBody(client.id, {
        invoiceNumber: created.body.invoiceNumber,
        lineItems: [{ description: 'Support', quantity: 4, unitPrice: '12.5' }],
      }),
    );

    expect(response.body.amount).toBe('50.00');
    expect(response.body.lineItems).toEqual([
      expect.objectContaining({
        description: 'Support',
        quantity: 4,
        unitPrice: '12.50',
        total: '50.00',
      }),
    ]);
    expect(
      await server
        .db('invoice_line_items')
        .where({ invoice_id: created.body.id })
        .count({ n: '*' }),
    ).toEqual([{ n: 1 }]);
  });

  it('refuses renaming to a number in use, and leaves the invoice as it was', async () => {
    const client = await createClient(server.db);
    await server.post('/api/invoices', invoiceBody(client.id));
    const second = await server.post<Invoice>('/api/invoices', invoiceBody(client.id));

    const response = await server.put<ErrorBody>(`/api/invoices/${second.body.id}`, {
      invoiceNumber: 'INV-0001',
      status: 'paid',
    });

    expect(response.status).toBe(409);
    const after = await server.get<Invoice>(`/api/invoices/${second.body.id}`);
    expect(after.body).toEqual(second.body);
  });

  it('drops the project when the invoice moves to another client', async () => {
    const client = await createClient(server.db);
    const project = await createProject(server.db, { client_id: client.id });
    const other = await createClient(server.db);
    const created = await server.post<Invoice>(
      '/api/invoices',
      invoiceBody(client.id, { projectId: project.id }),
    );

    const response = await server.put<Invoice>(`/api/invoices/${created.body.id}`, {
      clientId: other.id,
    });

    expect(response.body).toMatchObject({ clientId: other.id, projectId: null, project: null });
  });

  it('deletes an invoice with its line items and records it', async () => {
    const client = await createClient(server.db);
    const created = await server.post<Invoice>('/api/invoices', invoiceBody(client.id));

    const response = await server.delete(`/api/invoices/${created.body.id}`);

    expect(response.status).toBe(204);
    expect((await server.get(`/api/invoices/${created.body.id}`)).status).toBe(404);
    expect(await server.db('invoice_line_items').where({ invoice_id: created.body.id })).toEqual(
      [],
    );
    const summaries = (await server.db('activity').orderBy('created_at')).map((row) => row.summary);
    expect(summaries).toEqual(['Created invoice INV-0001', 'Deleted invoice INV-0001']);
    expect((await server.delete(`/api/invoices/${created.body.id}`)).status).toBe(404);
  });
});

describe('a due date before the invoice date', () => {
  const message = 'Due date must be on or after the invoice date';
  const refusal = { message, errors: [{ path: 'dueDate', message }] };

  it('is refused on create with a 400 on dueDate; the same day is accepted', async () => {
    const client = await createClient(server.db);
    const early = await server.post<ErrorBody>(
      '/api/invoices',
      invoiceBody(client.id, { dueDate: '2026-02-28' }),
    );
    expect(early.status).toBe(400);
    expect(early.body).toEqual(refusal);
    expect(await server.db('invoices').count({ n: '*' })).toEqual([{ n: 0 }]);
    const sameDay = await server.post<Invoice>(
      '/api/invoices',
      invoiceBody(client.id, { dueDate: '2026-03-01' }),
    );
    expect(sameDay.status).toBe(201);
  });

  it('is refused on update against the stored date when only one of the two is sent', async () => {
    const client = await createClient(server.db);
    const created = await server.post<Invoice>('/api/invoices', invoiceBody(client.id));
    const path = `/api/invoices/${created.body.id}`;

    const dueOnly = await server.put<ErrorBody>(path, { dueDate: '2026-02-15' });
    const invoiceDateOnly = await server.put<ErrorBody>(path, { invoiceDate: '2026-04-01' });
    const both = await server.put<ErrorBody>(path, {
      invoiceDate: '2026-03-10',
      dueDate: '2026-03-09',
    });

    for (const response of [dueOnly, invoiceDateOnly, both]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual(refusal);
    }
    expect((await server.get<Invoice>(path)).body).toEqual(created.body);
    const moved = await server.put<Invoice>(path, { invoiceDate: '2026-03-31' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ invoiceDate: '2026-03-31', dueDate: '2026-03-31' });
  });
});
