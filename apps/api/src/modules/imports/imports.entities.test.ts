import type { ImportReport } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

const server = useTestServer({
  emptyBeforeEach: ['activity', 'expenses', 'domains', 'projects', 'clients', 'business_profile'],
});

function post(entity: string, csv: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set('file', new Blob([csv], { type: 'text/csv' }), `${entity}.csv`);
  return server.post<ImportReport>(`/api/import/${entity}`, body);
}

describe('POST /api/import/domains', () => {
  it('imports domains with renewal dates and prices for the clients they name', async () => {
    const acme = await createClient(server.db, { name: 'Jane', business_name: 'Acme Ltd' });
    const csv =
      'Domain,Client,Expiry Date,Renewal Price,Registrar,Renewal Period (months),Email Renewal Date,Hosting Renewal Price\n' +
      'https://www.Acme.co.uk/,acme ltd,24/11/2026,£12.99,Nominet,12,01/04/2027,"£1,200.00"\n';
    const response = await post('domains', csv);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ created: 1, errorCount: 0 });
    const domain = await server.db('domains').first();
    expect(domain).toMatchObject({
      client_id: acme.id,
      domain_name: 'acme.co.uk',
      registrar: 'Nominet',
      renewal_price: '12.99',
      hosting_renewal_price: '1200.00',
    });
    expect(await server.db('activity').pluck('summary')).toEqual(
      expect.arrayContaining([
        'Created domain acme.co.uk',
        'Imported 1 domain: 1 new, 0 updated, 0 skipped',
      ]),
    );
  });

  it('names the client it cannot find or cannot tell apart, and skips or updates a domain already there', async () => {
    const one = await createClient(server.db, { name: 'Sam', business_name: 'Twin' });
    await createClient(server.db, { name: 'Kim', business_name: 'Twin' });
    await server.post('/api/domains', {
      domainName: 'kept.co.uk',
      clientId: one.id,
      expiryDate: '2026-12-01',
      registrar: 'Old',
    });
    const bad = await post(
      'domains',
      'Domain,Client,Expiry Date,Renewal Period\nnew.co.uk,Nobody,2026-12-01,12\nother.co.uk,Twin,2026-12-01,3\nthird.co.uk,Sam,,12\n',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      {
        row: 2,
        column: 'Client',
        message: 'No client is called "Nobody": import the clients first, or correct the name',
      },
      { row: 3, column: 'Client', message: 'More than one client is called "Twin"' },
      { row: 3, column: 'Renewal Period', message: 'Renewal period must be 1, 6 or 12 months' },
      { row: 4, column: 'Expiry Date', message: 'Expiry date is required' },
    ]);

    const again = 'Domain,Registrar\nKEPT.co.uk,New\n';
    const missingColumns = await post('domains', again, { duplicates: 'update' });
    expect(missingColumns.body.errors.map((error) => error.message)).toEqual([
      'No column is mapped to Client: choose one in the mapping',
      'No column is mapped to Expiry date: choose one in the mapping',
    ]);
    const update = await post(
      'domains',
      'Domain,Client,Expiry Date,Registrar\nKEPT.co.uk,Sam,2027-01-01,New\n',
      {
        duplicates: 'update',
      },
    );
    expect(update.body).toMatchObject({ duplicates: 1, updated: 1, created: 0 });
    expect(await server.db('domains').select('domain_name', 'registrar')).toEqual([
      { domain_name: 'kept.co.uk', registrar: 'New' },
    ]);
  });
});

describe('POST /api/import/projects', () => {
  it('reads status and paid by their labels and prices in pounds', async () => {
    const client = await createClient(server.db, { name: 'Globex' });
    const csv =
      'Project Name,Client,Status,Start Date,Due Date,Price,Paid\n' +
      'Website,Globex,On Hold,01/02/2026,2026-03-01,"£2,500",Paid\n' +
      'Logo,Globex,,,,,\n';
    const response = await post('projects', csv);
    expect(response.body).toMatchObject({ created: 2, errorCount: 0 });
    const rows = await server
      .db('projects')
      .select('project_name', 'client_id', 'status', 'price', 'paid', 'quote_number')
      .orderBy('project_name');
    expect(rows).toEqual([
      {
        project_name: 'Logo',
        client_id: client.id,
        status: 'lead',
        price: null,
        paid: false,
        quote_number: expect.any(String),
      },
      {
        project_name: 'Website',
        client_id: client.id,
        status: 'on_hold',
        price: '2500.00',
        paid: true,
        quote_number: expect.any(String),
      },
    ]);
    const repeat = await post('projects', csv);
    expect(repeat.body).toMatchObject({ duplicates: 2, skipped: 2, created: 0 });
  });
});

describe('POST /api/import/expenses', () => {
  it('imports expenses without files, by type and allocation labels, finding those already there', async () => {
    const csv =
      'Date,Type,Allocation,Provider,Description,Amount,VAT\n' +
      '24/11/2026,Invoice,Software,GitHub,Team plan,£48.00,£8.00\n' +
      '2026-11-25,,,Tesco,Milk,2.50,\n';
    const response = await post('expenses', csv);
    expect(response.body).toMatchObject({ created: 2, errorCount: 0 });
    const rows = await server
      .db('expenses')
      .select('expense_type', 'allocation', 'provider', 'amount', 'vat_amount', 'file_id')
      .orderBy('provider');
    expect(rows).toEqual([
      {
        expense_type: 'invoice',
        allocation: 'software',
        provider: 'GitHub',
        amount: '48.00',
        vat_amount: '8.00',
        file_id: null,
      },
      {
        expense_type: 'receipt',
        allocation: 'purchase',
        provider: 'Tesco',
        amount: '2.50',
        vat_amount: '0.00',
        file_id: null,
      },
    ]);
    expect((await post('expenses', csv)).body).toMatchObject({ duplicates: 2, created: 0 });
    const bad = await post('expenses', 'Date,Provider,Amount,VAT\n2026-11-25,Tesco,2.50,3.00\n');
    expect(bad.body.errors).toEqual([
      { row: 2, column: 'VAT', message: expect.stringMatching(/VAT/) },
    ]);
  });
});

describe('POST /api/import/invoices', () => {
  it('groups rows of line items into invoices under their numbers, priced and paid as the file says', async () => {
    const client = await createClient(server.db, { name: 'Jane', business_name: 'Acme Ltd' });
    await server
      .db('projects')
      .insert({ project_name: 'Website', client_id: client.id, quote_number: 'Q-1' });
    const csv =
      'Invoice Number,Client,Project,Invoice Date,Due Date,Status,Description,Quantity,Unit Price,VAT Rate,Amount Paid\n' +
      'INV-0100,Acme Ltd,Website,01/10/2026,31/10/2026,Sent,Design,2,£500.00,20%,£100.00\n' +
      'INV-0100,,,,,,Hosting,1.00,£60.00,5%,\n' +
      'INV-0101,acme ltd,,02/10/2026,01/11/2026,Paid,Support,1,£80,Exempt,\n';
    const response = await post('invoices', csv);
    expect(response.body.errors).toEqual([]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ rows: 3, valid: 3, created: 2, errorCount: 0 });
    const invoices = await server
      .db('invoices')
      .select(
        'invoice_number',
        'status',
        'amount',
        'vat_amount',
        'amount_paid',
        'project_id',
        'paid_at',
      )
      .orderBy('invoice_number');
    expect(invoices).toEqual([
      {
        invoice_number: 'INV-0100',
        status: 'unpaid',
        amount: '1263.00',
        vat_amount: '203.00',
        amount_paid: '100.00',
        project_id: expect.any(String),
        paid_at: null,
      },
      {
        invoice_number: 'INV-0101',
        status: 'paid',
        amount: '80.00',
        vat_amount: '0.00',
        amount_paid: '80.00',
        project_id: null,
        paid_at: new Date('2026-10-02T12:00:00.000Z'),
      },
    ]);
    const lines = await server
      .db('invoice_line_items')
      .select('description', 'quantity', 'unit_price', 'vat_rate')
      .orderBy('description');
    expect(lines).toEqual([
      { description: 'Design', quantity: 2, unit_price: '500.00', vat_rate: '20' },
      { description: 'Hosting', quantity: 1, unit_price: '60.00', vat_rate: '5' },
      { description: 'Support', quantity: 1, unit_price: '80.00', vat_rate: 'exempt' },
    ]);
    expect((await post('invoices', csv)).body).toMatchObject({
      duplicates: 2,
      created: 0,
      skipped: 2,
    });
  });

  // The invoices export's columns: Net is everything but the VAT, Disbursements apart.
  const TOTALS = 'Invoice Number,Client,Invoice Date,Due Date,Amount,Net,VAT,Disbursements\n';

  /** Imports one row of totals; answers the invoice as stored, with its lines in order. */
  async function importTotals(row: string) {
    const response = await post('invoices', `${TOTALS}${row}\n`);
    expect(response.body.errors).toEqual([]);
    const invoice = (await server
      .db('invoices')
      .where('invoice_number', row.split(',')[0])
      .first('id', 'amount', 'vat_amount')) as { id: string; amount: string; vat_amount: string };
    const lines = await server
      .db('invoice_line_items')
      .where('invoice_id', invoice.id)
      .orderBy('position')
      .select('description', 'unit_price', 'vat_rate');
    return { ...invoice, lines };
  }

  it('reads back its own export of an invoice with a disbursement: the supplies at their rate, the disbursement apart', async () => {
    await server.put('/api/settings/vat', { registered: true, vatNumber: 'GB123456789' });
    await createClient(server.db, { name: 'Bob' });
    expect(
      await importTotals('INV-7,Bob,2026-10-01,2026-10-31,1215.99,1015.99,200.00,15.99'),
    ).toMatchObject({
      amount: '1215.99',
      vat_amount: '200.00',
      lines: [
        { description: 'Invoice INV-7', unit_price: '1000.00', vat_rate: '20' },
        { description: 'Disbursements', unit_price: '15.99', vat_rate: 'disbursement' },
      ],
    });
    // Nothing but a disbursement: one line, no line of supplies at £0.00.
    const feeOnly = await importTotals('INV-8,Bob,2026-10-01,2026-10-31,15.99,15.99,0.00,15.99');
    expect(feeOnly.lines.map((line) => line.vat_rate)).toEqual(['disbursement']);
  });

  it('gives a business not registered for VAT no disbursement from a Disbursements cell: the invoice stays one without VAT', async () => {
    await createClient(server.db, { name: 'Bob' });
    const invoice = await importTotals('INV-6,Bob,2026-10-01,2026-10-31,115.00,115.00,0.00,15.00');
    expect(invoice).toMatchObject({
      amount: '115.00',
      vat_amount: '0.00',
      lines: [
        { description: 'Invoice INV-6', unit_price: '100.00', vat_rate: null },
        { description: 'Disbursements', unit_price: '15.00', vat_rate: null },
      ],
    });
    // Its page shows no VAT: no line has a rate.
    const shown = await server.get<{ lineItems: { vatRate: string | null }[] }>(
      `/api/invoices/${invoice.id}`,
    );
    expect(shown.body.lineItems.map((line) => line.vatRate)).toEqual([null, null]);

    // A row that charges VAT is from its registered days: its disbursements stay apart.
    const registeredDays = await importTotals(
      'INV-9,Bob,2024-10-01,2024-10-31,135.00,115.00,20.00,15.00',
    );
    expect(registeredDays.lines.map((line) => line.vat_rate)).toEqual(['20', 'disbursement']);
  });

  it('keeps a VAT of 0 as no VAT for a VAT-registered business, rather than pricing it at the default rate', async () => {
    await server.put('/api/settings/vat', { registered: true, vatNumber: 'GB123456789' });
    await createClient(server.db, { name: 'Bob' });
    const invoice = await importTotals('INV-5,Bob,2026-10-01,2026-10-31,115.00,115.00,0.00,15.00');
    // Not 100.00 at 20% (£135.00): the amount the file gives.
    expect(invoice).toMatchObject({ amount: '115.00', vat_amount: '0.00' });
    expect(invoice.lines.map((line) => line.vat_rate)).toEqual([null, 'disbursement']);
  });

  it('names what is wrong with a Disbursements cell, in the figures the file gives', async () => {
    await createClient(server.db, { name: 'Bob' });
    const response = await post(
      'invoices',
      TOTALS +
        'INV-1,Bob,2026-10-01,2026-10-31,120.00,100.00,20.00,-5.00\n' +
        'INV-2,Bob,2026-10-01,2026-10-31,120.00,100.00,20.00,150.00\n' +
        'INV-3,Bob,2026-10-01,2026-10-31,1215.99,1015.99,200.00,5.99\n',
    );
    expect(response.body.errors).toEqual([
      {
        row: 2,
        column: 'Disbursements',
        message:
          'The disbursements -£5.00 must be from £0.00 up to the net £100.00, which includes them',
      },
      {
        row: 3,
        column: 'Disbursements',
        message:
          'The disbursements £150.00 must be from £0.00 up to the net £100.00, which includes them',
      },
      {
        row: 4,
        column: 'VAT',
        message:
          "The VAT £200.00 is not 20% or 5% of the net £1,015.99 less the disbursements £5.99 (£1,010.00): import the invoice's lines with their VAT rates",
      },
    ]);
    expect(await server.db('invoices').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('updates an invoice as the file says it was paid: what was received since is added, no payment removed', async () => {
    await createClient(server.db, { name: 'Jane', business_name: 'Acme Ltd' });
    const header =
      'Invoice Number,Client,Invoice Date,Due Date,Status,Description,Quantity,Unit Price,Amount Paid,Paid At\n';
    const row = (status: string, paid: string, paidAt: string) =>
      `INV-0200,Acme Ltd,01/10/2026,31/10/2026,${status},Design,1,£500.00,${paid},${paidAt}\n`;
    expect((await post('invoices', header + row('Sent', '£100.00', ''))).body.created).toBe(1);
    const update = (csv: string) => post('invoices', csv, { duplicates: 'update' });
    const paidLater = await update(header + row('Paid', '', '2026-10-20T09:30:00Z'));
    expect(paidLater.body).toMatchObject({ updated: 1, errorCount: 0 });
    const invoice = () =>
      server
        .db('invoices')
        .where({ invoice_number: 'INV-0200' })
        .first('id', 'status', 'amount_paid', 'paid_at');
    const payments = async () =>
      (
        await server
          .db('invoice_payments')
          .where({ invoice_id: (await invoice())!.id })
          .select(server.db.raw('paid_on::text as paid_on'), 'amount')
          .orderBy('paid_on')
      ).map((payment: { paid_on: string; amount: string }) => [payment.paid_on, payment.amount]);
    expect(await invoice()).toMatchObject({
      status: 'paid',
      amount_paid: '500.00',
      paid_at: new Date('2026-10-20T09:30:00Z'),
    });
    expect(await payments()).toEqual([
      ['2026-10-01', '100.00'],
      ['2026-10-20', '400.00'],
    ]);
    // An older copy of the spreadsheet says it is unpaid: the payments recorded stay.
    expect((await update(header + row('Sent', '£0.00', ''))).body.updated).toBe(1);
    expect(await invoice()).toMatchObject({ status: 'paid', amount_paid: '500.00' });
    expect(await payments()).toHaveLength(2);
  });

  it('reports rows of one invoice that disagree, a number used twice and VAT that is no rate', async () => {
    await createClient(server.db, { name: 'Bob' });
    const csv =
      'Invoice Number,Client,Invoice Date,Due Date,Description,Unit Price\n' +
      'INV-1,Bob,2026-10-01,2026-10-31,One,10\n' +
      'INV-1,Bob,2026-10-02,,Two,20\n' +
      'INV-2,Bob,2026-10-01,2026-10-31,Three,30\n' +
      'INV-2,Bob,2026-10-01,2026-10-31,,\n' +
      'INV-3,Bob,2026-10-01,2026-10-31,Four,40\n' +
      'INV-4,Bob,2026-10-01,2026-09-30,Five,50\n' +
      'INV-3,Bob,2026-10-01,2026-10-31,Six,60\n' +
      ',Bob,2026-10-01,2026-10-31,Seven,70\n';
    const response = await post('invoices', csv);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      { row: 3, column: 'Invoice Date', message: 'Differs from row 2, where this invoice begins' },
      {
        row: 5,
        column: 'Description',
        message:
          'Each invoice needs its lines (Description and Unit price on each row) or its totals (Net and VAT, or Amount)',
      },
      { row: 7, column: 'Due Date', message: 'Due date must be on or after the invoice date' },
      { row: 8, column: 'Invoice Number', message: 'Same invoice number as row 6' },
      { row: 9, column: 'Invoice Number', message: 'Invoice number is required' },
    ]);
    const totals = await post(
      'invoices',
      'Invoice Number,Client,Invoice Date,Due Date,Net,VAT,Amount\nINV-9,Bob,2026-10-01,2026-10-31,100.00,7.00,107.00\n',
    );
    expect(totals.body.errors).toEqual([
      {
        row: 2,
        column: 'VAT',
        message:
          "The VAT £7.00 is not 20% or 5% of the net £100.00: import the invoice's lines with their VAT rates",
      },
    ]);
    expect(await server.db('invoices').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
