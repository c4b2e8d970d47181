import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb, emptyDb } from '@crm/mocks';
import {
  formatMoney,
  netLabel,
  summariseExpenses,
  toPence,
  formatPence,
  buildProfitLoss,
} from '@crm/domain';
import { captureDownloads } from '../../test/capture-downloads';
import { renderScreen } from '../../test/render-screen';
import { installNodeFormDataFetch } from '../../test/node-form-data';
import { ExpensesScreen } from './ExpensesScreen';

const downloads = captureDownloads();
installNodeFormDataFetch();
// Whole screens render on two shared cores: allow more than the default second to settle.
configure({ asyncUtilTimeout: 5000 });

const metric = (title: string) => screen.getByRole('region', { name: title });
const table = () => screen.getByRole('grid', { name: 'Expenses' });

/** Every /api/expenses list request's query, in order. */
function recordListQueries() {
  const queries: URLSearchParams[] = [];
  const handler = http.get('http://localhost/api/expenses', ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return undefined;
  });
  return { queries, handler, last: () => queries.at(-1) };
}

describe('Expenses', { timeout: 90_000 }, () => {
  it('shows summary cards over every matching expense, the P&L overview and the first page', async () => {
    const db = createMockDb();
    renderScreen(<ExpensesScreen />, { db });
    expect(screen.getByRole('heading', { level: 1, name: 'Expenses' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: `All Expenses (${db.expenses.length})` }),
    ).toBeInTheDocument();

    const sums = summariseExpenses(db.expenses);
    expect(within(metric('Total Expenses')).getByText(formatMoney(sums.total))).toBeInTheDocument();
    expect(within(metric('Receipts')).getByText(formatMoney(sums.receipts))).toBeInTheDocument();
    expect(within(metric('Invoices')).getByText(formatMoney(sums.invoices))).toBeInTheDocument();

    for (const name of ['Type', 'Provider', 'Allocation', 'Date', 'Amount (GBP)', 'Actions']) {
      expect(
        within(table()).getByRole('columnheader', {
          name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`),
        }),
      ).toBeInTheDocument();
    }
    expect(within(table()).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    const pl = buildProfitLoss({
      paidInvoices: db.invoices.filter((i) => i.status === 'paid'),
      expenses: db.expenses,
      today: db.today,
    });
    const overview = screen.getByRole('region', { name: 'Profit & Loss Overview' });
    expect(await within(overview).findByText(formatMoney(pl.totalRevenue))).toBeInTheDocument();
    const net = within(overview).getByRole('region', { name: netLabel(pl.netProfit) });
    expect(within(net).getByText(formatPence(Math.abs(toPence(pl.netProfit))))).toBeInTheDocument();
    const stats = within(overview).getByRole('region', { name: 'Quick Stats' });
    expect(within(stats).getByText(`${pl.profitMargin.toFixed(1)}%`)).toBeInTheDocument();
    expect(within(stats).getByText(String(pl.paidInvoicesCount))).toBeInTheDocument();
    expect(within(stats).getByText(String(pl.totalExpenseItems))).toBeInTheDocument();
    const breakdown = within(overview).getByRole('region', { name: 'Expense Breakdown' });
    expect(within(breakdown).getAllByRole('listitem')).toHaveLength(pl.expensesByAllocation.length);
    // The chart's figures are also a table for screen readers: 12 months.
    const monthly = within(overview).getByRole('table', {
      name: 'Revenue, expenses and profit or loss by month',
    });
    expect(within(monthly).getAllByRole('row')).toHaveLength(13);
  });

  it('shows the empty texts with no data', async () => {
    const { user } = renderScreen(<ExpensesScreen />, { db: emptyDb() });
    expect(await screen.findByText('No expenses found')).toBeInTheDocument();
    expect(await screen.findByText('No profit/loss data available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Expenses pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Expense' }));
    expect(screen.getByRole('dialog', { name: 'Upload New Expense' })).toBeInTheDocument();
  });

  it('says so when expenses and profit/loss cannot be fetched', async () => {
    const fail = () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
    renderScreen(<ExpensesScreen />, {
      handlers: [
        http.get('http://localhost/api/expenses', fail),
        http.get('http://localhost/api/expenses/profit-loss', fail),
      ],
    });
    expect(await screen.findAllByText('Failed to fetch expenses')).not.toHaveLength(0);
    expect(await screen.findAllByText('Failed to fetch profit/loss data')).not.toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });

  it('filters by type, allocation and provider, going back to page 1, and Clear Filters resets them', async () => {
    const spy = recordListQueries();
    const db = createMockDb();
    const { user } = renderScreen(<ExpensesScreen />, { db, handlers: [spy.handler] });
    await screen.findByText('Page 1 of 2');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(spy.last()?.get('page')).toBe('2');

    await user.click(screen.getByRole('radio', { name: 'Receipt' }));
    const receipts = db.expenses.filter((e) => e.expenseType === 'receipt');
    expect(
      await screen.findByRole('heading', { name: `All Expenses (${receipts.length})` }),
    ).toBeInTheDocument();
    expect(spy.last()?.get('page')).toBe('1');
    expect(spy.last()?.get('expenseType')).toBe('receipt');

    await user.click(screen.getByRole('button', { name: /Allocation/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Software' }));
    const software = receipts.filter((e) => e.allocation === 'software');
    expect(
      await screen.findByRole('heading', { name: `All Expenses (${software.length})` }),
    ).toBeInTheDocument();
    expect(spy.last()?.get('allocation')).toBe('software');

    await user.click(screen.getByRole('button', { name: /Provider/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Adobe' }));
    const adobe = software.filter((e) => e.provider === 'Adobe');
    expect(
      await screen.findByRole('heading', { name: `All Expenses (${adobe.length})` }),
    ).toBeInTheDocument();
    expect(spy.last()?.get('provider')).toBe('Adobe');
    expect(
      within(metric('Total Expenses')).getByText(formatMoney(summariseExpenses(adobe).total)),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(
      await screen.findByRole('heading', { name: `All Expenses (${db.expenses.length})` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('searches after typing stops and sorts by amount in either order', async () => {
    const spy = recordListQueries();
    const db = createMockDb();
    const { user } = renderScreen(<ExpensesScreen />, { db, handlers: [spy.handler] });
    await screen.findByText('Page 1 of 2');

    // Pasted in one go: one debounced request, not one per letter.
    await user.click(screen.getByRole('searchbox', { name: 'Search expenses' }));
    await user.paste('fasthosts');
    const fasthosts = db.expenses.filter((e) => e.provider === 'Fasthosts');
    expect(
      await screen.findByRole('heading', { name: `All Expenses (${fasthosts.length})` }),
    ).toBeInTheDocument();
    expect(spy.queries.map((q) => q.get('search')).filter(Boolean)).toEqual(['fasthosts']);
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await screen.findByText('Page 1 of 2');

    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Amount' }));
    await waitFor(() => expect(spy.last()?.get('sortBy')).toBe('amount'));
    expect(spy.last()?.get('sortOrder')).toBe('desc');
    const largest = [...db.expenses].sort((a, b) => toPence(b.amount) - toPence(a.amount))[0]!;
    await waitFor(() =>
      expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(formatMoney(largest.amount)),
    );

    await user.click(screen.getByRole('button', { name: 'Descending' }));
    await waitFor(() => expect(spy.last()?.get('sortOrder')).toBe('asc'));
    expect(screen.getByRole('button', { name: 'Ascending' })).toBeInTheDocument();
    const smallest = [...db.expenses].sort((a, b) => toPence(a.amount) - toPence(b.amount))[0]!;
    await waitFor(() =>
      expect(within(table()).getAllByRole('row')[1]).toHaveTextContent(
        formatMoney(smallest.amount),
      ),
    );
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
  });

  it('checks the new expense form, then uploads the expense with its file', async () => {
    const db = createMockDb();
    const before = db.expenses.length;
    const { user } = renderScreen(<ExpensesScreen />, { db });
    await screen.findByText('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload New Expense' });
    // Defaults: a receipt for a purchase, dated today.
    expect(within(dialog).getByRole('button', { name: /Type/ })).toHaveTextContent('Receipt');
    expect(within(dialog).getByRole('button', { name: /Allocation/ })).toHaveTextContent(
      'Purchase',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Upload Expense' }));
    expect(within(dialog).getByText('Provider is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount must be a valid number')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a file')).toBeInTheDocument();
    expect(db.expenses).toHaveLength(before);

    await user.type(within(dialog).getByRole('textbox', { name: /^Provider/ }), 'Screwfix');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '42.5');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Drill bits');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File(['%PDF-1.4 receipt'], 'screwfix.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload Expense' }));

    expect(await screen.findByText('Expense uploaded successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upload New Expense' })).not.toBeInTheDocument(),
    );
    expect(db.expenses).toHaveLength(before + 1);
    const added = db.expenses.at(-1)!;
    expect(added).toMatchObject({
      provider: 'Screwfix',
      amount: '42.50',
      description: 'Drill bits',
      expenseType: 'receipt',
      allocation: 'purchase',
      invoiceDate: db.today,
      filename: 'screwfix.pdf',
    });
    expect(
      await screen.findByRole('heading', { name: `All Expenses (${before + 1})` }),
    ).toBeInTheDocument();
  });

  it('edits an expense without a file field, and deletes one after confirmation', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<ExpensesScreen />, { db });
    await screen.findByText('Page 1 of 2');
    const first = within(table()).getAllByRole('row')[1]!;
    await user.click(within(first).getByRole('button', { name: /^Edit:/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Expense' });
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
    const provider = within(dialog).getByRole('textbox', { name: /^Provider/ });
    const id = db.expenses.find((e) => e.provider === (provider as HTMLInputElement).value)!.id;
    await user.clear(provider);
    await user.type(provider, 'Fasthosts Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Expense updated successfully')).toBeInTheDocument();
    expect(db.expenses.find((e) => e.id === id)?.provider).toBe('Fasthosts Ltd');

    const count = db.expenses.length;
    const row = within(table()).getAllByRole('row')[2]!;
    await user.click(within(row).getByRole('button', { name: /^Delete:/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Expense' });
    expect(
      within(confirm).getByText('Are you sure you want to delete this expense?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Expense deleted successfully')).toBeInTheDocument();
    expect(db.expenses).toHaveLength(count - 1);
  });

  it('shows the details of an expense and downloads its file under its name', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<ExpensesScreen />, { db });
    await screen.findByText('Page 1 of 2');
    const row = within(table()).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: /^View details:/ }));
    const dialog = screen.getByRole('dialog', { name: 'Expense Details' });
    const shown = db.expenses.find((e) => within(dialog).queryByText(e.filename) !== null)!;
    expect(within(dialog).getByText(shown.provider)).toBeInTheDocument();
    expect(within(dialog).getByText(formatMoney(shown.amount))).toBeInTheDocument();
    expect(shown.vatAmount).not.toBe('0.00');
    expect(within(dialog).getByText('VAT included').nextElementSibling).toHaveTextContent(
      formatMoney(shown.vatAmount),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Download File' }));
    await waitFor(() => expect(downloads.map((d) => d.filename)).toEqual([shown.filename]));
  });

  it('says so when a download fails', async () => {
    const { user } = renderScreen(<ExpensesScreen />, {
      handlers: [
        http.get('http://localhost/api/expenses/download/:id', () =>
          HttpResponse.json({ message: 'Gone' }, { status: 404 }),
        ),
      ],
    });
    await screen.findByText('Page 1 of 2');
    const row = within(table()).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: /^Download file:/ }));
    expect(await screen.findByText('Failed to download file')).toBeInTheDocument();
  });

  it('offers no download for an expense imported without its file', async () => {
    const db = createMockDb();
    for (const expense of db.expenses) Object.assign(expense, { filename: '', fileId: null });
    const { user } = renderScreen(<ExpensesScreen />, { db });
    await screen.findByText('Page 1 of 2');
    const row = within(table()).getAllByRole('row')[1]!;
    expect(within(row).queryByRole('button', { name: /^Download file:/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: /^View details:/ }));
    const dialog = screen.getByRole('dialog', { name: 'Expense Details' });
    expect(within(dialog).getByText('File').nextElementSibling).toHaveTextContent('No file');
    expect(within(dialog).queryByRole('button', { name: 'Download File' })).toBeNull();
  });
});
