import { fromPence, sumMoney, toPence, VAT_MORE_THAN_AMOUNT_MESSAGE } from '@crm/domain';
import type { Expense, ProfitLoss } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { call, TODAY, useMockApi } from '../test/mock-api';

const api = useMockApi();
type List = {
  expenses: Expense[];
  total: number;
  summary: { totalExpenses: string; receipts: string; invoices: string };
};

describe('expenses', () => {
  it('pages newest first and sums every match', async () => {
    const db = api.fresh();
    const { expenses, total, summary } = (await call('GET', '/api/expenses?page=1&limit=20'))
      .body as List;
    expect(expenses).toHaveLength(20);
    expect(total).toBe(25);
    expect(expenses[0]?.invoiceDate).toBe('2026-03-12');
    expect(summary.totalExpenses).toBe(sumMoney(db.expenses.map((e) => e.amount)));
    expect(sumMoney([summary.receipts, summary.invoices])).toBe(summary.totalExpenses);
  });

  it('filters by type, allocation, provider and search, and sorts by amount', async () => {
    api.fresh();
    const hosting = (await call('GET', '/api/expenses?expenseType=invoice&allocation=hosting'))
      .body as List;
    expect(hosting.total).toBe(5);
    expect(hosting.summary).toEqual({
      totalExpenses: '449.95',
      receipts: '0.00',
      invoices: '449.95',
    });
    expect(((await call('GET', '/api/expenses?provider=Adobe')).body as List).total).toBe(2);
    expect(((await call('GET', '/api/expenses?search=creative')).body as List).total).toBe(2);
    const cheapest = (await call('GET', '/api/expenses?sortBy=amount&sortOrder=asc&limit=3'))
      .body as List;
    expect(cheapest.expenses.map((e) => e.amount)).toEqual(['6.40', '8.85', '9.48']);
    const blank = (await call('GET', '/api/expenses?expenseType=&allocation=all&provider='))
      .body as List;
    expect(blank.total).toBe(25);
    expect(await call('GET', '/api/expenses?sortBy=colour')).toMatchObject({ status: 400 });
  });

  it('answers the VAT in each amount: none, or 20% included to the penny', async () => {
    const db = api.fresh();
    const { expenses } = (await call('GET', '/api/expenses?limit=100')).body as List;
    expect(expenses.map((e) => e.vatAmount)).toEqual(db.expenses.map((e) => e.vatAmount));
    for (const { amount, vatAmount } of expenses) {
      expect(['0.00', fromPence(Math.round(toPence(amount) / 6))]).toContain(vatAmount);
    }
    expect(expenses.some((e) => e.vatAmount !== '0.00')).toBe(true);
    expect(expenses.some((e) => e.vatAmount === '0.00')).toBe(true);
  });

  it('lists every provider, alphabetically', async () => {
    api.fresh();
    const { providers } = (await call('GET', '/api/expenses/providers')).body as {
      providers: string[];
    };
    expect(providers[0]).toBe('123 Reg');
    expect(providers).toContain('Fasthosts');
    expect(new Set(providers).size).toBe(providers.length);
  });

  it('builds profit and loss from paid invoices and expenses', async () => {
    const db = api.fresh();
    const pl = (await call('GET', '/api/expenses/profit-loss')).body as ProfitLoss;
    const paid = db.invoices.filter((i) => i.status === 'paid');
    expect(pl.totalRevenue).toBe(sumMoney(paid.map((i) => i.amount)));
    expect(pl.totalExpenses).toBe(sumMoney(db.expenses.map((e) => e.amount)));
    expect(pl.paidInvoicesCount).toBe(paid.length);
    expect(pl.monthlyData).toHaveLength(12);
    expect(pl.monthlyData.at(-1)?.month).toBe(TODAY.slice(0, 7));
    expect(toPence(pl.netProfit)).toBeGreaterThan(0);
  });

  it('uploads an expense with its file, downloads it, edits and deletes it', async () => {
    const db = api.fresh();
    const data = new FormData();
    for (const [k, v] of Object.entries({
      expenseType: 'receipt',
      allocation: 'software',
      invoiceDate: TODAY,
      amount: '12.5',
      provider: 'JetBrains',
    }))
      data.set(k, v);
    data.set(
      'file',
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'licence.pdf', {
        type: 'application/pdf',
      }),
    );
    const created = await call('POST', '/api/expenses/upload', data);
    expect(created).toMatchObject({
      status: 201,
      body: {
        amount: '12.50',
        vatAmount: '0.00',
        provider: 'JetBrains',
        filename: 'licence.pdf',
        description: null,
      },
    });
    const id = (created.body as Expense).id;
    const file = await call('GET', `/api/expenses/download/${id}`);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="licence.pdf"');
    expect(
      (await call('PUT', `/api/expenses/${id}`, { expenseType: 'invoice' })).body,
    ).toMatchObject({ expenseType: 'invoice', amount: '12.50' });
    expect((await call('PUT', `/api/expenses/${id}`, { vatAmount: '2.08' })).body).toMatchObject({
      amount: '12.50',
      vatAmount: '2.08',
    });
    expect((await call('DELETE', `/api/expenses/${id}`)).status).toBe(204);
    expect(db.files.some((f) => f.filename === 'licence.pdf')).toBe(false);
  });

  it('refuses VAT above the amount, sent together or meeting the stored one, and keeps the row', async () => {
    const db = api.fresh();
    const expense = db.expenses.find((e) => e.provider === 'Apple')!;
    const before = structuredClone(expense);
    const refused = {
      status: 400,
      body: {
        message: VAT_MORE_THAN_AMOUNT_MESSAGE,
        errors: [{ path: 'vatAmount', message: VAT_MORE_THAN_AMOUNT_MESSAGE }],
      },
    };
    for (const body of [
      { amount: '216.49' },
      { vatAmount: '1299.01' },
      { amount: '1', vatAmount: '2' },
    ]) {
      expect(await call('PUT', `/api/expenses/${expense.id}`, body)).toMatchObject(refused);
    }
    expect(expense).toEqual(before);
    expect((await call('PUT', `/api/expenses/${expense.id}`, { amount: '216.50' })).status).toBe(
      200,
    );
  });

  it('refuses an upload without a file, or with bad fields', async () => {
    const db = api.fresh();
    const noFile = new FormData();
    noFile.set('provider', 'X');
    expect(await call('POST', '/api/expenses/upload', noFile)).toMatchObject({
      status: 400,
      body: { message: 'Please select a file' },
    });
    const bad = new FormData();
    bad.set('file', new File(['%PDF'], 'a.pdf'));
    for (const [k, v] of Object.entries({
      expenseType: 'receipt',
      allocation: 'software',
      invoiceDate: TODAY,
      amount: 'abc',
      vatAmount: '-1',
      provider: '',
    }))
      bad.set(k, v);
    const answer = await call('POST', '/api/expenses/upload', bad);
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Amount must be a valid number' },
    });
    expect((answer.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
      'amount',
      'provider',
      'vatAmount',
    ]);
    const overVat = new FormData();
    overVat.set('file', new File(['%PDF'], 'a.pdf'));
    for (const [k, v] of Object.entries({
      expenseType: 'receipt',
      allocation: 'software',
      invoiceDate: TODAY,
      amount: '10',
      vatAmount: '10.01',
      provider: 'JetBrains',
    }))
      overVat.set(k, v);
    expect(await call('POST', '/api/expenses/upload', overVat)).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'vatAmount', message: VAT_MORE_THAN_AMOUNT_MESSAGE }] },
    });
    const docx = new FormData();
    docx.set('file', new File(['PK'], 'a.docx'));
    expect(await call('POST', '/api/expenses/upload', docx)).toMatchObject({
      status: 415,
      body: { message: 'File type not accepted. Please upload PDF, JPG, JPEG or PNG' },
    });
    expect(db.expenses).toHaveLength(25);
  });
});
