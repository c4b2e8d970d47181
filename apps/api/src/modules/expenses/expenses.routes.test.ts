import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildProfitLoss, type Expense, type ProfitLoss } from '@crm/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createExpense, createInvoice } from '../../test/factories';
import { rawFetch } from '../../test/raw-fetch';
import { useTestServer } from '../../test/use-test-server';
import { JPEG_BYTES, PDF_BYTES } from '../../test/upload-fixtures';

type ExpenseList = {
  expenses: Expense[];
  total: number;
  summary: { totalExpenses: string; receipts: string; invoices: string };
};
type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

const server = useTestServer({ now: '2026-03-15T12:00:00.000Z' });

beforeEach(async () => {
  await server.db('expenses').delete();
  await server.db('files').delete();
  await server.db('invoices').delete();
  await server.db('clients').delete();
  await server.db('activity').delete();
  await rm(join(server.dataDir, 'files'), { recursive: true, force: true });
});

const fields = {
  expenseType: 'invoice',
  allocation: 'hosting',
  invoiceDate: '2026-03-02',
  amount: '12.5',
  provider: ' Hetzner ',
  description: 'Server',
};

function form(
  values: Record<string, string>,
  file?: { bytes: Uint8Array; name: string },
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  if (file) body.set('file', new Blob([file.bytes]), file.name);
  return body;
}

async function storedKeyCount(): Promise<number> {
  const root = join(server.dataDir, 'files');
  const shards = (await readdir(root).catch(() => [])).filter((name) => name !== '.tmp');
  return (await Promise.all(shards.map((shard) => readdir(join(root, shard))))).flat().length;
}

describe('POST /api/expenses/upload', () => {
  it('creates an expense with its file and downloads the file under its name', async () => {
    const response = await server.post<Expense>(
      '/api/expenses/upload',
      form(fields, { bytes: PDF_BYTES, name: 'hetzner-march.pdf' }),
    );

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      expenseType: 'invoice',
      allocation: 'hosting',
      invoiceDate: '2026-03-02',
      amount: '12.50',
      vatAmount: '0.00',
      provider: 'Hetzner',
      description: 'Server',
      filename: 'hetzner-march.pdf',
      fileId: expect.any(String),
    });
    const download = await rawFetch(server, `/api/expenses/download/${response.body.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="hetzner-march.pdf"',
    );
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
    // Expense files are not part of the files library.
    expect((await server.get<{ total: number }>('/api/files')).body.total).toBe(0);
    const activity = await server.db('activity').where({ entity_id: response.body.id });
    expect(activity.map((row) => row.summary)).toEqual(['Created expense Hetzner']);
  });

  it('keeps the VAT included in the amount', async () => {
    const response = await server.post<Expense>(
      '/api/expenses/upload',
      form({ ...fields, amount: '60', vatAmount: '10' }, { bytes: PDF_BYTES, name: 'a.pdf' }),
    );

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ amount: '60.00', vatAmount: '10.00' });
    expect((await server.get<Expense>(`/api/expenses/${response.body.id}`)).body.vatAmount).toBe(
      '10.00',
    );
    expect(await server.db('expenses').select('amount', 'vat_amount')).toEqual([
      { amount: '60.00', vat_amount: '10.00' },
    ]);
  });

  it('answers 400 "Please select a file" without a file', async () => {
    const response = await server.post<ErrorBody>('/api/expenses/upload', form(fields));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please select a file');
  });

  it.each([
    [{ provider: '' }, 'provider', 'Provider is required'],
    [{ amount: 'abc' }, 'amount', 'Amount must be a valid number'],
    [{ amount: '-3' }, 'amount', 'Amount cannot be negative'],
    [{ invoiceDate: '' }, 'invoiceDate', 'Date is required'],
    [{ allocation: 'travel' }, 'allocation', 'Please choose a valid allocation'],
    [{ vatAmount: 'abc' }, 'vatAmount', 'VAT must be a valid number'],
    [{ vatAmount: '-1' }, 'vatAmount', 'VAT cannot be negative'],
    [{ vatAmount: '12.51' }, 'vatAmount', 'VAT cannot be more than the amount'],
  ])('refuses %j and keeps neither row nor bytes', async (overrides, path, message) => {
    const response = await server.post<ErrorBody>(
      '/api/expenses/upload',
      form({ ...fields, ...overrides }, { bytes: JPEG_BYTES, name: 'r.jpg' }),
    );

    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path, message });
    expect(await server.db('expenses').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await server.db('files').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await storedKeyCount()).toBe(0);
  });

  it('refuses document types that expenses do not accept (415)', async () => {
    const response = await server.post<ErrorBody>(
      '/api/expenses/upload',
      form(fields, { bytes: new TextEncoder().encode('hello'), name: 'notes.txt' }),
    );
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(
      'File type not accepted. Please upload PDF, JPG, JPEG or PNG',
    );
  });
});

describe('GET /api/expenses', () => {
  async function seed() {
    await createExpense(server.db, {
      provider: 'Hetzner',
      expense_type: 'invoice',
      allocation: 'hosting',
      amount: '30.00',
      vat_amount: '5.00',
      invoice_date: '2026-03-10',
    });
    await createExpense(server.db, {
      provider: 'hetzner',
      expense_type: 'receipt',
      allocation: 'hosting',
      amount: '5.25',
      invoice_date: '2026-01-01',
    });
    await createExpense(server.db, {
      provider: 'Adobe',
      expense_type: 'invoice',
      allocation: 'software',
      amount: '120.00',
      invoice_date: '2026-02-01',
      description: 'Creative cloud',
    });
    await createExpense(server.db, {
      provider: 'Amazon',
      expense_type: 'receipt',
      allocation: 'purchase',
      amount: '7.99',
      invoice_date: '2025-12-24',
    });
  }

  const providers = (list: ExpenseList) =>
    list.expenses.map((expense) => `${expense.provider} ${expense.amount}`);

  it('lists newest date first by default, with summary sums over every match', async () => {
    await seed();
    const response = await server.get<ExpenseList>('/api/expenses?limit=2');

    expect(response.body.total).toBe(4);
    expect(providers(response.body)).toEqual(['Hetzner 30.00', 'Adobe 120.00']);
    expect(response.body.summary).toEqual({
      totalExpenses: '163.24',
      receipts: '13.24',
      invoices: '150.00',
    });
  });

  it('answers the VAT of each expense', async () => {
    await seed();
    const response = await server.get<ExpenseList>('/api/expenses?sortBy=amount&sortOrder=asc');
    expect(response.body.expenses.map((e) => [e.provider, e.amount, e.vatAmount])).toEqual([
      ['hetzner', '5.25', '0.00'],
      ['Amazon', '7.99', '0.00'],
      ['Hetzner', '30.00', '5.00'],
      ['Adobe', '120.00', '0.00'],
    ]);
  });

  it.each([
    [
      'expenseType=receipt',
      ['hetzner 5.25', 'Amazon 7.99'],
      { totalExpenses: '13.24', receipts: '13.24', invoices: '0.00' },
    ],
    [
      'allocation=hosting',
      ['Hetzner 30.00', 'hetzner 5.25'],
      { totalExpenses: '35.25', receipts: '5.25', invoices: '30.00' },
    ],
    [
      'provider=Hetzner',
      ['Hetzner 30.00'],
      { totalExpenses: '30.00', receipts: '0.00', invoices: '30.00' },
    ],
    [
      'search=cloud',
      ['Adobe 120.00'],
      { totalExpenses: '120.00', receipts: '0.00', invoices: '120.00' },
    ],
    [
      'search=HETZ&expenseType=all&allocation=all',
      ['Hetzner 30.00', 'hetzner 5.25'],
      { totalExpenses: '35.25', receipts: '5.25', invoices: '30.00' },
    ],
  ])('filters by %s', async (query, expected, summary) => {
    await seed();
    const response = await server.get<ExpenseList>(`/api/expenses?${query}`);
    expect(providers(response.body)).toEqual(expected);
    expect(response.body.summary).toEqual(summary);
  });

  it('sorts a search as asked, and a page past its end still sums every match', async () => {
    await seed();
    const sorted = await server.get<ExpenseList>(
      '/api/expenses?search=hetz&sortBy=amount&sortOrder=asc',
    );
    expect(providers(sorted.body)).toEqual(['hetzner 5.25', 'Hetzner 30.00']);
    const pastEnd = await server.get<ExpenseList>('/api/expenses?search=hetz&page=3&limit=1');
    expect(pastEnd.body.expenses).toEqual([]);
    expect(pastEnd.body.total).toBe(2);
    expect(pastEnd.body.summary).toEqual({
      totalExpenses: '35.25',
      receipts: '5.25',
      invoices: '30.00',
    });
    const second = await server.get<ExpenseList>(
      '/api/expenses?search=hetz&page=2&limit=1&sortBy=amount&sortOrder=desc',
    );
    expect(providers(second.body)).toEqual(['hetzner 5.25']);
    expect(second.body.total).toBe(2);
  });

  it.each([
    [
      'sortBy=amount&sortOrder=asc',
      ['hetzner 5.25', 'Amazon 7.99', 'Hetzner 30.00', 'Adobe 120.00'],
    ],
    [
      'sortBy=amount&sortOrder=desc',
      ['Adobe 120.00', 'Hetzner 30.00', 'Amazon 7.99', 'hetzner 5.25'],
    ],
    ['sortBy=date&sortOrder=asc', ['Amazon 7.99', 'hetzner 5.25', 'Adobe 120.00', 'Hetzner 30.00']],
  ])('sorts by %s', async (query, expected) => {
    await seed();
    expect(providers((await server.get<ExpenseList>(`/api/expenses?${query}`)).body)).toEqual(
      expected,
    );
  });

  it.each(['sortBy=provider', 'sortOrder=up', 'expenseType=bill', 'limit=5000'])(
    'refuses %s with 400',
    async (query) => {
      expect((await server.get(`/api/expenses?${query}`)).status).toBe(400);
    },
  );

  it('lists every distinct provider alphabetically, beyond any page', async () => {
    await seed();
    const response = await server.get<{ providers: string[] }>('/api/expenses/providers');
    expect(response.body).toEqual({ providers: ['Adobe', 'Amazon', 'Hetzner', 'hetzner'] });
  });
});

describe('PUT, GET and DELETE /api/expenses/:id', () => {
  it('changes only the fields sent and keeps the file', async () => {
    const created = await server.post<Expense>(
      '/api/expenses/upload',
      form(fields, { bytes: PDF_BYTES, name: 'a.pdf' }),
    );

    const response = await server.put<Expense>(`/api/expenses/${created.body.id}`, {
      expenseType: 'receipt',
      amount: 99,
      description: '',
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      expenseType: 'receipt',
      amount: '99.00',
      description: null,
      provider: 'Hetzner',
      filename: 'a.pdf',
      fileId: created.body.fileId,
    });
    expect((await server.get<Expense>(`/api/expenses/${created.body.id}`)).body).toEqual(
      response.body,
    );
  });

  it('refuses bad input on update and changes nothing', async () => {
    const created = await server.post<Expense>(
      '/api/expenses/upload',
      form(fields, { bytes: PDF_BYTES, name: 'a.pdf' }),
    );
    const response = await server.put<ErrorBody>(`/api/expenses/${created.body.id}`, {
      provider: ' ',
      amount: '1.00',
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Provider is required');
    expect((await server.get<Expense>(`/api/expenses/${created.body.id}`)).body.amount).toBe(
      '12.50',
    );
  });

  describe('with VAT', () => {
    async function createdWithVat(): Promise<Expense> {
      const created = await server.post<Expense>(
        '/api/expenses/upload',
        form({ ...fields, amount: '60', vatAmount: '10' }, { bytes: PDF_BYTES, name: 'a.pdf' }),
      );
      expect(created.status).toBe(201);
      return created.body;
    }

    it.each([
      [{ amount: '9.99' }, 'an amount below the stored VAT'],
      [{ vatAmount: '60.01' }, 'a VAT above the stored amount'],
      [{ amount: '50', vatAmount: '50.01' }, 'a VAT above the amount sent with it'],
    ])('refuses %j (%s) and changes nothing', async (body, _case) => {
      const expense = await createdWithVat();

      const response = await server.put<ErrorBody>(`/api/expenses/${expense.id}`, body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'VAT cannot be more than the amount',
        errors: [{ path: 'vatAmount', message: 'VAT cannot be more than the amount' }],
      });
      expect((await server.get<Expense>(`/api/expenses/${expense.id}`)).body).toEqual(expense);
    });

    it.each([
      [{ amount: '10' }, { amount: '10.00', vatAmount: '10.00' }],
      [{ vatAmount: '12.5' }, { amount: '60.00', vatAmount: '12.50' }],
      [{ vatAmount: '' }, { amount: '60.00', vatAmount: '0.00' }],
      [{ provider: 'Adobe' }, { amount: '60.00', vatAmount: '10.00' }],
    ])('changes %j against the stored other amount', async (body, expected) => {
      const expense = await createdWithVat();

      const response = await server.put<Expense>(`/api/expenses/${expense.id}`, body);

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject(expected);
    });
  });

  it('deletes the expense, its file row and bytes', async () => {
    const created = await server.post<Expense>(
      '/api/expenses/upload',
      form(fields, { bytes: PDF_BYTES, name: 'a.pdf' }),
    );

    expect((await server.delete(`/api/expenses/${created.body.id}`)).status).toBe(204);
    expect(await server.db('files').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await storedKeyCount()).toBe(0);
    expect((await server.get(`/api/expenses/${created.body.id}`)).status).toBe(404);
    expect((await server.get(`/api/expenses/download/${created.body.id}`)).status).toBe(404);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const [method, path] of [
      ['GET', '/api/expenses/00000000-0000-4000-8000-000000000000'],
      ['PUT', '/api/expenses/nope'],
      ['DELETE', '/api/expenses/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/expenses/download/nope'],
    ] as const) {
      const response = await server.request<ErrorBody>(
        method,
        path,
        method === 'PUT' ? { body: { provider: 'x' } } : {},
      );
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Expense not found');
    }
  });
});

describe('GET /api/expenses/profit-loss', () => {
  it('answers zeros and 12 empty months with no data', async () => {
    const response = await server.get<ProfitLoss>('/api/expenses/profit-loss');
    expect(response.body).toMatchObject({
      totalRevenue: '0.00',
      totalExpenses: '0.00',
      netProfit: '0.00',
      profitMargin: 0,
      paidInvoicesCount: 0,
      totalExpenseItems: 0,
      expensesByAllocation: [],
    });
    expect(response.body.monthlyData.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('sums in SQL exactly as the domain rule does, months in London time', async () => {
    const paid = [
      { amount: '100.00', paid_at: '2026-03-01T00:30:00Z' },
      // 23:30 UTC on 31 March 2025 is already 1 April in London (summer time).
      { amount: '40.10', paid_at: '2025-03-31T23:30:00Z' },
      { amount: '15.00', paid_at: '2024-06-01T12:00:00Z' },
    ];
    for (const invoice of paid) await createInvoice(server.db, { status: 'paid', ...invoice });
    await createInvoice(server.db, { status: 'unpaid', amount: '999.00' });
    const expenses = [
      { amount: '30.00', invoice_date: '2026-03-10', allocation: 'hosting' },
      { amount: '20.50', invoice_date: '2025-12-01', allocation: 'software' },
      { amount: '5.00', invoice_date: '2024-01-01', allocation: 'other' },
      { amount: '0.45', invoice_date: '2026-03-11', allocation: 'hosting' },
    ] as const;
    for (const expense of expenses) await createExpense(server.db, expense);

    const response = await server.get<ProfitLoss>('/api/expenses/profit-loss');

    const expected = buildProfitLoss({
      paidInvoices: paid.map((p) => ({ amount: p.amount, paidAt: p.paid_at })),
      expenses: expenses.map((e) => ({
        amount: e.amount,
        invoiceDate: e.invoice_date,
        allocation: e.allocation,
      })),
      today: '2026-03-15',
    });
    expect(response.body).toEqual(expected);
    expect(response.body).toMatchObject({
      totalRevenue: '155.10',
      totalExpenses: '55.95',
      netProfit: '99.15',
      profitMargin: 63.9,
    });
    expect(response.body.monthlyData[0]).toEqual({
      month: '2025-04',
      revenue: '40.10',
      expenses: '0.00',
      profit: '40.10',
    });
  });
});
