import { describe, expect, it } from 'vitest';
import {
  createClient,
  createDomain,
  createExpense,
  createFileRow,
  createInvoice,
  createProject,
} from '../../test/factories';
import { parseCsv } from '../../test/parse-csv';
import { rawFetch } from '../../test/raw-fetch';
import { useTestServer } from '../../test/use-test-server';

const server = useTestServer({
  now: '2026-03-15T12:00:00.000Z',
  emptyBeforeEach: ['expenses', 'files', 'clients', 'business_profile'],
});

async function exportCsv(entity: string) {
  const response = await rawFetch(server, `/api/${entity}/export`);
  return { response, rows: parseCsv(await response.text()) };
}

describe('GET /api/<entity>/export', () => {
  it('streams clients as a CSV attachment named by date, quoting commas, quotes and newlines', async () => {
    await createClient(server.db, {
      name: 'Smith, Jones & Co',
      business_name: 'The "Best" Ltd',
      notes: 'line one\nline two',
      tags: 'vip,web',
      email: null,
      created_at: '2026-01-02T10:00:00Z',
    });
    await createClient(server.db, {
      name: 'Acme',
      email: 'a@acme.test',
      created_at: '2026-01-03T10:00:00Z',
    });

    const { response, rows } = await exportCsv('clients');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="clients-2026-03-15.csv"',
    );
    expect(rows[0]).toEqual([
      'ID',
      'Name',
      'Business Name',
      'Email',
      'Phone',
      'Address',
      'Tags',
      'Notes',
      'Created At',
    ]);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      ['Acme', '', 'a@acme.test', '', '', '', '', '2026-01-03T10:00:00.000Z'],
      [
        'Smith, Jones & Co',
        'The "Best" Ltd',
        '',
        '',
        '',
        'vip,web',
        'line one\nline two',
        '2026-01-02T10:00:00.000Z',
      ],
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    await createClient(server.db, {
      name: '=HYPERLINK("http://evil.test","click")',
      phone: '+44 20 7946 0000',
      notes: '@SUM(A1:A9)',
      address: '-1+1',
    });

    const { rows } = await exportCsv('clients');

    const [, name, , , phone, address, , notes] = rows[1]!;
    expect([name, phone, address, notes]).toEqual([
      '\'=HYPERLINK("http://evil.test","click")',
      "'+44 20 7946 0000",
      "'-1+1",
      "'@SUM(A1:A9)",
    ]);
  });

  // More rows than two batches of the export (1,000 each), with ties on created_at across the boundaries.
  it('writes every row across keyset batches, newest first, with no row twice', async () => {
    const rows = Array.from({ length: 2345 }, (_, i) => ({
      name: `Bulk ${String(i).padStart(4, '0')}`,
      created_at: i < 1500 ? '2026-02-01T00:00:00Z' : '2026-02-02T00:00:00Z',
    }));
    for (let i = 0; i < rows.length; i += 500)
      await server.db('clients').insert(rows.slice(i, i + 500));

    const { rows: csv } = await exportCsv('clients');

    const body = csv.slice(1);
    expect(body).toHaveLength(2345);
    expect(new Set(body.map((row) => row[0])).size).toBe(2345);
    expect(body[0]![8]).toBe('2026-02-02T00:00:00.000Z');
    expect(body[2344]![8]).toBe('2026-02-01T00:00:00.000Z');
  });

  it('exports projects with client name, status label and paid label', async () => {
    const client = await createClient(server.db, { name: 'Jo', business_name: 'Jo Design' });
    await createProject(server.db, {
      client_id: client.id,
      project_name: 'Site',
      status: 'on_hold',
      price: '1250.00',
      paid: true,
      start_date: '2026-01-05',
    });

    const { rows } = await exportCsv('projects');

    expect(rows[0]).toEqual([
      'ID',
      'Project Name',
      'Client',
      'Status',
      'Start Date',
      'Due Date',
      'Price',
      'Paid',
      'Notes',
      'Created At',
    ]);
    expect(rows[1]!.slice(1, 9)).toEqual([
      'Site',
      'Jo Design',
      'On Hold',
      '2026-01-05',
      '',
      '1250.00',
      'Paid',
      '',
    ]);
  });

  it('exports invoices with the displayed status', async () => {
    const client = await createClient(server.db, { name: 'Acme' });
    const project = await createProject(server.db, { client_id: client.id, project_name: 'Site' });
    await createInvoice(server.db, {
      client_id: client.id,
      project_id: project.id,
      invoice_number: 'INV-0001',
      status: 'unpaid',
      due_date: '2026-03-01',
      amount: '99.50',
    });

    const { rows } = await exportCsv('invoices');

    expect(rows[0]).toEqual([
      'ID',
      'Invoice Number',
      'Client',
      'Project',
      'Invoice Date',
      'Due Date',
      'Status',
      'Amount',
      'Net',
      'VAT',
      'Disbursements',
      'Amount Paid',
      'Balance Due',
      'Paid At',
      'Created At',
    ]);
    expect(rows[1]!.slice(1, 14)).toEqual([
      'INV-0001',
      'Acme',
      'Site',
      '2026-01-01',
      '2026-03-01',
      'Overdue',
      '99.50',
      '99.50',
      '0.00',
      '0.00',
      '0.00',
      '99.50',
      '',
    ]);
  });

  it("exports an invoice's net and VAT beside its amount", async () => {
    const client = await createClient(server.db, { name: 'Acme' });
    const registered = await server.put('/api/settings/vat', {
      registered: true,
      vatNumber: 'GB123456789',
    });
    expect(registered.status).toBe(200);
    // No rate sent: the line takes the default, 20%.
    const created = await server.post<{ id: string }>('/api/invoices', {
      clientId: client.id,
      invoiceDate: '2026-03-01',
      dueDate: '2026-03-31',
      lineItems: [
        { description: 'Design', quantity: 3, unitPrice: '33.33' },
        { description: 'Domain fee', quantity: 1, unitPrice: '15.00', vatRate: 'disbursement' },
      ],
    });
    expect(created.status).toBe(201);

    const { rows } = await exportCsv('invoices');

    const [header, row] = rows;
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(row![0]).toBe(created.body.id);
    // Net is everything but the VAT; the disbursement shows apart as well.
    expect(['Amount', 'Net', 'VAT', 'Disbursements', 'Balance Due'].map(cell)).toEqual([
      '134.99',
      '114.99',
      '20.00',
      '15.00',
      '134.99',
    ]);
  });

  it('writes instants in UTC to the millisecond, cut rather than rounded', async () => {
    const client = await createClient(server.db, {
      name: 'Acme',
      created_at: '2026-01-02T10:00:00.999999+01:00',
    });
    await createInvoice(server.db, {
      client_id: client.id,
      status: 'paid',
      paid_at: '2026-02-03T04:05:06.0005Z',
      created_at: '2026-01-31T23:59:59Z',
    });

    const clients = await exportCsv('clients');
    const invoices = await exportCsv('invoices');

    expect(clients.rows[1]![8]).toBe('2026-01-02T09:00:00.999Z');
    expect(invoices.rows[1]!.slice(13)).toEqual([
      '2026-02-03T04:05:06.000Z',
      '2026-01-31T23:59:59.000Z',
    ]);
  });

  it('writes the days left of an expired domain as a plain negative number', async () => {
    const client = await createClient(server.db, { name: 'Acme' });
    await createDomain(server.db, {
      client_id: client.id,
      domain_name: 'old.test',
      expiry_date: '2026-03-10',
    });

    const { rows } = await exportCsv('domains');

    expect(rows[1]![rows[0]!.indexOf('Days Left')]).toBe('-5');
  });

  it('exports domains with days left and a credential count, never a password', async () => {
    const client = await createClient(server.db, { name: 'Acme' });
    const domain = await createDomain(server.db, {
      client_id: client.id,
      domain_name: 'acme.test',
      expiry_date: '2026-03-25',
      renewal_price: '9.99',
    });
    await server.db('domain_credentials').insert([
      { domain_id: domain.id, password: 'TopSecret-123', username: 'admin-user' },
      { domain_id: domain.id, password: 'Another-Secret', position: 1 },
    ]);

    const { response, rows } = await exportCsv('domains');
    const text = rows.flat().join('\n');

    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="domains-2026-03-15.csv"',
    );
    expect(rows[1]!.slice(1, 6)).toEqual(['acme.test', 'Acme', '2026-03-25', '10', '9.99']);
    expect(rows[1]![rows[0]!.indexOf('Credentials')]).toBe('2');
    expect(text).not.toContain('TopSecret-123');
    expect(text).not.toContain('Another-Secret');
    expect(text).not.toContain('admin-user');
  });

  it('exports expenses with labels, the VAT paid and the file name', async () => {
    const file = await createFileRow(server.db, { filename: 'receipt.pdf' });
    await createExpense(server.db, {
      provider: 'Hetzner',
      expense_type: 'invoice',
      allocation: 'hosting',
      amount: '12.00',
      vat_amount: '2.00',
      invoice_date: '2026-03-01',
      file_id: file.id,
    });

    const { rows } = await exportCsv('expenses');

    expect(rows[0]).toEqual([
      'ID',
      'Date',
      'Type',
      'Allocation',
      'Provider',
      'Description',
      'Amount',
      'VAT',
      'File Name',
      'Created At',
    ]);
    expect(rows[1]!.slice(1, 9)).toEqual([
      '2026-03-01',
      'Invoice',
      'Hosting',
      'Hetzner',
      '',
      '12.00',
      '2.00',
      'receipt.pdf',
    ]);
  });

  it('writes only the header when there is nothing to export', async () => {
    const { rows } = await exportCsv('expenses');
    expect(rows).toHaveLength(1);
  });
});
