import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server';

const server = useTestServer({
  emptyBeforeEach: ['activity', 'invoices', 'expenses', 'domains', 'projects', 'clients'],
});

function form(csv: string, name: string): FormData {
  const body = new FormData();
  body.set('file', new Blob([csv], { type: 'text/csv' }), name);
  return body;
}

async function exported(entity: string): Promise<string> {
  const response = await server.get(`/api/${entity}/export`);
  expect(response.status).toBe(200);
  return response.text;
}

describe('export, import into an empty database, export again', () => {
  it('gives the same clients file, byte for byte', async () => {
    const people = [
      {
        name: 'Jane Smith',
        business_name: 'Acme Ltd',
        email: 'jane@acme.test',
        phone: '+44 20 7946 0000',
      },
      { name: '=HYPERLINK("http://evil")', notes: '@SUM(A1)\nsecond line', tags: 'web, retainer' },
      { name: 'Zoë "Zed" Ng', address: '1 High St,\r\nYork', business_name: null },
      { name: '-3 quirky', email: null, phone: '+1 555' },
    ];
    for (const [index, person] of people.entries())
      await server.db('clients').insert({
        ...person,
        created_at: new Date(Date.UTC(2026, 0, 5 + index, 9, 30, 0, 123)),
      });
    const before = await exported('clients');

    await server.db('clients').delete();
    const imported = await server.post<{ created: number; errorCount: number }>(
      '/api/import/clients',
      form(before, 'clients.csv'),
    );
    expect(imported.body).toMatchObject({ created: 4, errorCount: 0 });

    expect(await exported('clients')).toBe(before);
  });

  it('gives the same projects, domains, expenses and invoices files after their clients', async () => {
    const [acme] = await server
      .db('clients')
      .insert({ name: 'Jane', business_name: 'Acme Ltd', created_at: '2026-01-02T10:00:00.000Z' })
      .returning('id');
    const [bob] = await server
      .db('clients')
      .insert({ name: 'Bob Jones', created_at: '2026-01-03T10:00:00.000Z' })
      .returning('id');
    const acmeId = (acme as { id: string }).id;
    const bobId = (bob as { id: string }).id;
    await server.db('projects').insert([
      {
        project_name: 'Website, phase 2',
        client_id: acmeId,
        status: 'on_hold',
        start_date: '2026-02-01',
        due_date: '2026-05-31',
        price: '2500.00',
        paid: true,
        notes: 'Line one\nline two',
        quote_number: 'Q-0001',
        created_at: '2026-02-01T09:00:00.000Z',
      },
      {
        project_name: 'Logo',
        client_id: bobId,
        status: 'lead',
        quote_number: 'Q-0002',
        created_at: '2026-02-02T09:00:00.000Z',
      },
    ]);
    await server.db('domains').insert([
      {
        domain_name: 'acme.co.uk',
        client_id: acmeId,
        expiry_date: '2026-11-24',
        renewal_price: '12.99',
        registrar: 'Nominet',
        renewal_period: 12,
        email_provider: 'Google Workspace',
        email_renewal_date: '2027-04-01',
        email_renewal_price: '99.00',
        hosting_renewal_date: '2027-01-15',
        hosting_renewal_price: '120.00',
        renewal_quote_price: '25.00',
        email_renewal_quote_price: '150.00',
        hosting_renewal_quote_price: '200.00',
        notes: '=not a formula',
      },
      { domain_name: 'bob.com', client_id: bobId, expiry_date: '2027-03-01', renewal_period: 1 },
    ]);
    await server.db('expenses').insert([
      {
        expense_type: 'invoice',
        allocation: 'software',
        invoice_date: '2026-11-24',
        amount: '48.00',
        vat_amount: '8.00',
        provider: 'GitHub',
        description: 'Team plan',
        created_at: '2026-11-24T12:00:00.000Z',
      },
      {
        expense_type: 'receipt',
        allocation: 'other',
        invoice_date: '2026-11-25',
        amount: '2.50',
        provider: 'Tesco',
        created_at: '2026-11-25T12:00:00.000Z',
      },
    ]);
    const invoice = async (number: string, status: string, lines: object[], dates: string[]) => {
      const made = await server.post<{ id: string }>('/api/invoices', {
        invoiceNumber: number,
        clientId: acmeId,
        invoiceDate: dates[0],
        dueDate: dates[1],
        status,
        lineItems: lines,
      });
      expect(made.status).toBe(201);
      return made.body.id;
    };
    await invoice(
      'INV-0001',
      'paid',
      [{ description: 'Design', quantity: 2, unitPrice: '250.00', vatRate: '20' }],
      ['2026-01-05', '2026-02-04'],
    );
    const part = await invoice(
      'INV-0002',
      'unpaid',
      [{ description: 'Print', quantity: 3, unitPrice: '33.33', vatRate: '5' }],
      ['2026-02-01', '2026-03-03'],
    );
    await server.post(`/api/invoices/${part}/payments`, {
      amount: '50.00',
      paidOn: '2026-02-10',
      method: 'bank_transfer',
    });
    await invoice(
      'INV-0003',
      'unpaid',
      [{ description: 'Advice', quantity: 1, unitPrice: '80.00', vatRate: null }],
      ['2026-03-01', '2026-03-31'],
    );
    const entities = ['clients', 'projects', 'domains', 'expenses', 'invoices'] as const;
    const before: Record<string, string> = {};
    for (const entity of entities) before[entity] = await exported(entity);

    for (const table of ['activity', 'invoices', 'expenses', 'domains', 'projects', 'clients'])
      await server.db(table).delete();
    for (const entity of entities) {
      const imported = await server.post<{
        errorCount: number;
        errors: unknown[];
        created: number;
      }>(`/api/import/${entity}`, form(before[entity] ?? '', `${entity}.csv`));
      expect(imported.body.errors).toEqual([]);
      expect(imported.body.created).toBe(entity === 'invoices' ? 3 : 2);
    }

    for (const entity of entities) expect(await exported(entity)).toBe(before[entity]);
  });
});
