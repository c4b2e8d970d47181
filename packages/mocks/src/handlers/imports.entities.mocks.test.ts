import { importNoClientMessage, type Client, type Project } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import type { MockDb } from '../db/mock-db.types';
import { postImport } from '../test/import-upload';
import { call, useMockApi } from '../test/mock-api';

const api = useMockApi();

const KEPT_ID = '6f1c1c52-52f4-4a8e-9d7e-0d7a2f7f6a22';
const KEPT_AT = '2026-01-05T10:00:00.000Z';

/** A fresh db with a client no fixture shares a name with (imports name their client). */
async function withClient(): Promise<{ db: MockDb; client: Client }> {
  const db = api.fresh();
  const created = await call('POST', '/api/clients', {
    name: 'Jane Importer',
    businessName: 'Acme Import Ltd',
  });
  return { db, client: created.body as Client };
}

const summaries = (db: MockDb) => db.activity.map((line) => line.summary);

const unknownClient = (row: number) => ({
  row,
  column: 'Client',
  message: importNoClientMessage('Nobody'),
});

describe('POST /api/import/projects in the mocks', () => {
  const csv =
    'Project Name,Client,Status,Start Date,Due Date,Price,Paid\n' +
    'Website,Acme Import Ltd,On Hold,01/02/2026,2026-03-01,"£2,500",Paid\n' +
    'Logo,jane importer,,,,,\n';

  it('makes quotes for the clients named, each with its activity line', async () => {
    const { db, client } = await withClient();
    const { status, report } = await postImport('projects', csv);
    expect(status).toBe(200);
    expect(report).toMatchObject({ created: 2, errorCount: 0, written: true });
    expect(db.projects.find((p) => p.projectName === 'Website')).toMatchObject({
      clientId: client.id,
      status: 'on_hold',
      startDate: '2026-02-01',
      dueDate: '2026-03-01',
      price: '2500.00',
      paid: true,
      quoteNumber: expect.any(String),
      validUntil: expect.any(String),
    });
    expect(db.projects.find((p) => p.projectName === 'Logo')).toMatchObject({
      clientId: client.id,
      status: 'lead',
      price: null,
      paid: false,
    });
    expect(summaries(db).slice(0, 3)).toEqual([
      'Imported 2 projects: 2 new, 0 updated, 0 skipped',
      'Created project Logo',
      'Created project Website',
    ]);
  });

  it('skips a project already there, or updates only the columns the file has', async () => {
    const { db } = await withClient();
    await postImport('projects', csv);
    const website = db.projects.find((p) => p.projectName === 'Website');
    expect((await postImport('projects', csv)).report).toMatchObject({
      duplicates: 2,
      skipped: 2,
      created: 0,
    });
    const update = await postImport(
      'projects',
      'Project Name,Client,Notes\nWEBSITE,Acme Import Ltd,Phase two\n',
      { duplicates: 'update' },
    );
    expect(update.report).toMatchObject({ duplicates: 1, updated: 1, created: 0 });
    expect(db.projects.find((p) => p.id === website?.id)).toMatchObject({
      projectName: 'WEBSITE',
      notes: 'Phase two',
      price: '2500.00',
      status: 'on_hold',
    });
  });

  it('names the row and column of a client it cannot find, and writes nothing', async () => {
    const { db } = await withClient();
    const before = db.projects.length;
    const { status, report } = await postImport(
      'projects',
      'Project Name,Client\nWebsite,Acme Import Ltd\nLogo,Nobody\n',
    );
    expect(status).toBe(422);
    expect(report.errors).toEqual([unknownClient(3)]);
    expect(db.projects).toHaveLength(before);
  });
});

describe('POST /api/import/domains in the mocks', () => {
  it('imports domains with their renewals for the clients named, keeping an export ID', async () => {
    const { db, client } = await withClient();
    const csv =
      'ID,Domain,Client,Expiry Date,Renewal Price,Registrar,Renewal Period (months),Hosting Renewal Price\n' +
      `${KEPT_ID},https://www.Acme-Import.co.uk/,acme import ltd,24/11/2026,£12.99,Nominet,12,"£1,200.00"\n`;
    const { report } = await postImport('domains', csv);
    expect(report).toMatchObject({ created: 1, errorCount: 0 });
    expect(db.domains.find((d) => d.id === KEPT_ID)).toMatchObject({
      domainName: 'acme-import.co.uk',
      clientId: client.id,
      expiryDate: '2026-11-24',
      renewalPrice: '12.99',
      registrar: 'Nominet',
      renewalPeriod: '12',
      hostingRenewalPrice: '1200.00',
      credentials: null,
    });
    expect(summaries(db).slice(0, 2)).toEqual([
      'Imported 1 domain: 1 new, 0 updated, 0 skipped',
      'Created domain acme-import.co.uk',
    ]);

    const update = await postImport(
      'domains',
      'Domain,Client,Expiry Date,Registrar\nACME-IMPORT.co.uk,Jane Importer,2027-01-01,New\n',
      { duplicates: 'update' },
    );
    expect(update.report).toMatchObject({ duplicates: 1, updated: 1, created: 0 });
    expect(db.domains.find((d) => d.id === KEPT_ID)).toMatchObject({
      expiryDate: '2027-01-01',
      registrar: 'New',
      renewalPrice: '12.99',
    });
  });

  it('names the row and column of a client it cannot find', async () => {
    await withClient();
    const { status, report } = await postImport(
      'domains',
      'Domain,Client,Expiry Date\nnew.co.uk,Nobody,2026-12-01\n',
    );
    expect(status).toBe(422);
    expect(report.errors).toEqual([unknownClient(2)]);
  });
});

describe('POST /api/import/expenses in the mocks', () => {
  const csv =
    'ID,Created At,Date,Type,Allocation,Provider,Description,Amount,VAT\n' +
    `${KEPT_ID},${KEPT_AT},24/11/2025,Invoice,Software,GitHub,Team plan,£48.00,£8.00\n` +
    ',,2025-11-25,,,Tesco,Milk,2.50,\n';

  it('imports expenses without files, by type and allocation labels, keeping an export ID', async () => {
    const db = api.fresh();
    const { report } = await postImport('expenses', csv);
    expect(report).toMatchObject({ created: 2, errorCount: 0 });
    expect(db.expenses.find((e) => e.id === KEPT_ID)).toMatchObject({
      createdAt: KEPT_AT,
      provider: 'GitHub',
      invoiceDate: '2025-11-24',
      expenseType: 'invoice',
      allocation: 'software',
      description: 'Team plan',
      amount: '48.00',
      vatAmount: '8.00',
      fileId: null,
      filename: '',
    });
    expect(db.expenses.find((e) => e.provider === 'Tesco')).toMatchObject({
      expenseType: 'receipt',
      allocation: 'purchase',
      vatAmount: '0.00',
    });
    expect(summaries(db)[0]).toBe('Imported 2 expenses: 2 new, 0 updated, 0 skipped');
  });

  it('finds an expense by date, provider, amount and description, to skip or update it', async () => {
    const db = api.fresh();
    await postImport('expenses', csv);
    expect((await postImport('expenses', csv)).report).toMatchObject({
      duplicates: 2,
      skipped: 2,
    });
    const update = await postImport(
      'expenses',
      'Date,Provider,Description,Amount,VAT\n2025-11-24,github,team plan,48,9.00\n',
      { duplicates: 'update' },
    );
    expect(update.report).toMatchObject({ duplicates: 1, updated: 1, created: 0 });
    // The file's spelling of the matched cells is written too, as the API writes it.
    expect(db.expenses.find((e) => e.id === KEPT_ID)).toMatchObject({
      provider: 'github',
      vatAmount: '9.00',
      expenseType: 'invoice',
    });
  });

  it('names the row and column of a bad value', async () => {
    api.fresh();
    const { status, report } = await postImport(
      'expenses',
      'Date,Provider,Amount,VAT\n2025-11-25,Tesco,2.50,3.00\n',
    );
    expect(status).toBe(422);
    expect(report.errors).toEqual([
      { row: 2, column: 'VAT', message: expect.stringMatching(/VAT/) },
    ]);
  });
});

describe('POST /api/import/invoices in the mocks', () => {
  const header =
    'Invoice Number,Client,Project,Invoice Date,Due Date,Status,Description,Quantity,Unit Price,VAT Rate,Amount Paid,Paid At\n';
  const csv =
    header +
    'IMP-1,Acme Import Ltd,Website,10/01/2026,09/02/2026,Sent,Design,2,£500.00,20%,£100.00,\n' +
    'IMP-1,,,,,,Hosting,1.00,£60.00,5%,,\n' +
    'IMP-2,acme import ltd,,02/01/2026,01/02/2026,Paid,Support,1,£80,Exempt,,\n' +
    'IMP-3,Jane Importer,,03/01/2026,02/02/2026,Paid,Audit,1,£40,Exempt,,2026-01-20T09:30:00Z\n';

  async function withProject() {
    const { db, client } = await withClient();
    const answer = await call('POST', '/api/projects', {
      projectName: 'Website',
      clientId: client.id,
    });
    return { db, client, project: answer.body as Project };
  }

  it('makes one invoice of the rows under one number, priced and paid as the file says', async () => {
    const { db, client, project } = await withProject();
    const { status, report } = await postImport('invoices', csv);
    expect(report.errors).toEqual([]);
    expect(status).toBe(200);
    expect(report).toMatchObject({ rows: 4, valid: 4, created: 3 });
    const invoice = (number: string) => db.invoices.find((i) => i.invoiceNumber === number);
    expect(invoice('IMP-1')).toMatchObject({
      clientId: client.id,
      projectId: project.id,
      invoiceDate: '2026-01-10',
      dueDate: '2026-02-09',
      status: 'unpaid',
      amount: '1263.00',
      vatAmount: '203.00',
      amountPaid: '100.00',
      paidAt: null,
      payments: [
        expect.objectContaining({
          amount: '100.00',
          paidOn: '2026-01-10',
          method: 'other',
          reference: 'Imported',
        }),
      ],
    });
    expect(invoice('IMP-1')?.lineItems).toEqual([
      expect.objectContaining({ description: 'Design', quantity: 2, unitPrice: '500.00' }),
      expect.objectContaining({ description: 'Hosting', quantity: 1, unitPrice: '60.00' }),
    ]);
    // Paid with no date: at noon on its invoice date, as the API.
    expect(invoice('IMP-2')).toMatchObject({
      status: 'paid',
      amountPaid: '80.00',
      paidAt: '2026-01-02T12:00:00.000Z',
      payments: [expect.objectContaining({ amount: '80.00', paidOn: '2026-01-02' })],
    });
    expect(invoice('IMP-3')).toMatchObject({
      status: 'paid',
      paidAt: '2026-01-20T09:30:00.000Z',
      payments: [expect.objectContaining({ amount: '40.00', paidOn: '2026-01-20' })],
    });
    expect(summaries(db)[0]).toBe('Imported 3 invoices: 3 new, 0 updated, 0 skipped');
    expect(summaries(db)).toContain('Created invoice IMP-1');
  });

  it('skips an invoice already there, or replaces its lines and keeps its payments', async () => {
    const { db } = await withProject();
    await postImport('invoices', csv);
    expect((await postImport('invoices', csv)).report).toMatchObject({
      duplicates: 3,
      skipped: 3,
      created: 0,
    });
    const update = await postImport(
      'invoices',
      'Invoice Number,Client,Invoice Date,Due Date,Description,Unit Price,VAT Rate\n' +
        'imp-1,Acme Import Ltd,10/01/2026,09/02/2026,Design only,1000.00,20%\n',
      { duplicates: 'update' },
    );
    expect(update.report).toMatchObject({ duplicates: 1, updated: 1, created: 0 });
    const updated = db.invoices.filter((i) => i.invoiceNumber === 'IMP-1');
    expect(updated).toEqual([
      expect.objectContaining({ amount: '1200.00', amountPaid: '100.00', projectId: null }),
    ]);
    expect(updated[0]?.lineItems).toEqual([
      expect.objectContaining({ description: 'Design only' }),
    ]);
  });

  it('names the row and column of a client it cannot find, and writes nothing', async () => {
    const { db } = await withProject();
    const before = db.invoices.length;
    const { status, report } = await postImport(
      'invoices',
      `${header}IMP-9,Nobody,,10/01/2026,09/02/2026,,Design,1,10,,,\n`,
    );
    expect(status).toBe(422);
    expect(report.errors).toEqual([unknownClient(2)]);
    expect(db.invoices).toHaveLength(before);
  });
});
