import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb, emptyDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import {
  displayInvoiceStatus,
  formatInvoiceNumber,
  formatMoney,
  summariseInvoices,
} from '@crm/domain';
import { renderScreen } from '../../test/render-screen';
import { revenueQuery } from '../dashboard';
import { InvoicesScreen } from './InvoicesScreen';

configure({ asyncUtilTimeout: 5000 });

const table = () => screen.getByRole('grid', { name: 'Invoices' });
const rowOf = (invoiceNumber: string) =>
  within(table())
    .getByRole('rowheader', { name: invoiceNumber })
    .closest('[role="row"]') as HTMLElement;
const metric = (title: string) => screen.getByRole('region', { name: title });

/** Adds unpaid copies of the first invoice so the list has more than one page. */
function addInvoices(db: MockDb, count: number): void {
  const [first] = db.invoices;
  for (let i = 0; i < count; i++) {
    db.invoices.push({
      ...structuredClone(first!),
      id: db.newId(),
      invoiceNumber: formatInvoiceNumber(100 + i),
      status: 'unpaid',
      paidAt: null,
      amountPaid: '0.00',
      payments: [],
    });
  }
}

describe('Invoices', { timeout: 90_000 }, () => {
  it('shows the four summary cards over every invoice and the invoice columns', async () => {
    const db = createMockDb();
    renderScreen(<InvoicesScreen />, { db });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: `All Invoices (${db.invoices.length})` }),
    ).toBeInTheDocument();
    const sums = summariseInvoices(db.invoices, db.today);
    expect(within(metric('Total Amount')).getByText(formatMoney(sums.total))).toBeInTheDocument();
    expect(within(metric('Paid')).getByText(formatMoney(sums.paid))).toBeInTheDocument();
    expect(within(metric('Unpaid')).getByText(formatMoney(sums.unpaid))).toBeInTheDocument();
    expect(within(metric('Overdue')).getByText(formatMoney(sums.overdue))).toBeInTheDocument();

    for (const name of [
      'Invoice #',
      'Client',
      'Project',
      'Amount',
      'Invoice Date',
      'Due Date',
      'Status',
      'Actions',
    ]) {
      expect(within(table()).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const noProject = db.invoices.find((i) => i.projectId === null)!;
    expect(within(rowOf(noProject.invoiceNumber)).getByText('N/A')).toBeInTheDocument();
    // Unpaid and past due shows as Overdue; a paid one offers no Mark as Paid.
    const late = db.invoices.find(
      (i) => i.status === 'unpaid' && displayInvoiceStatus(i, db.today) === 'overdue',
    )!;
    expect(within(rowOf(late.invoiceNumber)).getByText('Overdue')).toBeInTheDocument();
    const paid = db.invoices.find((i) => i.status === 'paid')!;
    expect(within(rowOf(paid.invoiceNumber)).getByText('Paid')).toBeInTheDocument();
    expect(
      within(rowOf(paid.invoiceNumber)).queryByRole('button', { name: /^Mark as paid/ }),
    ).not.toBeInTheDocument();
    expect(
      within(rowOf(late.invoiceNumber)).getByRole('button', { name: /^Mark as paid/ }),
    ).toBeInTheDocument();
  });

  it('shows the empty texts', async () => {
    const { user } = renderScreen(<InvoicesScreen />, { db: emptyDb() });
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Invoice' }));
    expect(screen.getByRole('dialog', { name: 'Create New Invoice' })).toBeInTheDocument();
  });

  it('says so when invoices cannot be fetched', async () => {
    renderScreen(<InvoicesScreen />, {
      handlers: [
        http.get('http://localhost/api/invoices', () =>
          HttpResponse.json({ message: 'Down' }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findAllByText('Failed to fetch invoices')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('filters by status and search, back on page 1, and says when nothing matches', async () => {
    const db = createMockDb();
    addInvoices(db, 10);
    const { user } = renderScreen(<InvoicesScreen />, { db });
    await screen.findByText('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');

    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Overdue' }));
    const overdue = db.invoices.filter((i) => displayInvoiceStatus(i, db.today) === 'overdue');
    expect(
      await screen.findByRole('heading', { name: `All Invoices (${overdue.length})` }),
    ).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(overdue.length + 1);
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
    expect(
      within(metric('Total Amount')).getByText(
        formatMoney(summariseInvoices(overdue, db.today).total),
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('searchbox', { name: 'Search invoices' }));
    await user.paste('no such invoice');
    expect(await screen.findByText('No invoices found matching your filters.')).toBeInTheDocument();
  });

  it('marks an invoice paid after "Mark this invoice as paid?" and refreshes the dashboard figures', async () => {
    const db = createMockDb();
    const { user, queryClient } = renderScreen(<InvoicesScreen />, { db });
    await queryClient.prefetchQuery(revenueQuery());
    const late = db.invoices.find(
      (i) => i.status === 'unpaid' && displayInvoiceStatus(i, db.today) === 'overdue',
    )!;
    await screen.findByRole('heading', { name: `All Invoices (${db.invoices.length})` });

    await user.click(
      within(rowOf(late.invoiceNumber)).getByRole('button', { name: /^Mark as paid/ }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Mark as Paid' });
    expect(within(confirm).getByText('Mark this invoice as paid?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(db.invoices.find((i) => i.id === late.id)?.status).toBe('unpaid');

    await user.click(
      within(rowOf(late.invoiceNumber)).getByRole('button', { name: /^Mark as paid/ }),
    );
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Mark as Paid' })).getByRole('button', {
        name: 'Mark as Paid',
      }),
    );
    await waitFor(() =>
      expect(within(rowOf(late.invoiceNumber)).getByText('Paid')).toBeInTheDocument(),
    );
    expect(db.invoices.find((i) => i.id === late.id)?.status).toBe('paid');
    expect(
      within(rowOf(late.invoiceNumber)).queryByRole('button', { name: /^Mark as paid/ }),
    ).not.toBeInTheDocument();
    expect(queryClient.getQueryState(revenueQuery().queryKey)?.isInvalidated).toBe(true);
  });

  it('records a part payment: the row shows what is still due and stays unpaid', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<InvoicesScreen />, { db });
    const late = db.invoices.find(
      (i) => i.status === 'unpaid' && displayInvoiceStatus(i, db.today) === 'overdue',
    )!;
    await screen.findByRole('heading', { name: `All Invoices (${db.invoices.length})` });

    await user.click(
      within(rowOf(late.invoiceNumber)).getByRole('button', { name: /^Record payment/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Record Payment for ${late.invoiceNumber}`,
    });
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'BACS 123');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));

    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    const stored = db.invoices.find((i) => i.id === late.id)!;
    expect(stored.payments.at(-1)).toMatchObject({ amount: '10.00', reference: 'BACS 123' });
    expect(stored.status).toBe('unpaid');
    const due = formatMoney(String((Number(late.amount) - 10).toFixed(2)));
    await waitFor(() =>
      expect(within(rowOf(late.invoiceNumber)).getByText(`${due} due`)).toBeInTheDocument(),
    );
  });

  it('deletes an invoice after confirmation', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<InvoicesScreen />, { db });
    const target = db.invoices[0]!;
    await screen.findByRole('heading', { name: `All Invoices (${db.invoices.length})` });
    await user.click(within(rowOf(target.invoiceNumber)).getByRole('button', { name: /^Delete/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Invoice' });
    expect(
      within(confirm).getByText('Are you sure you want to delete this invoice?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Invoice deleted successfully')).toBeInTheDocument();
    expect(db.invoices.some((i) => i.id === target.id)).toBe(false);
    expect(
      await screen.findByRole('heading', { name: `All Invoices (${db.invoices.length})` }),
    ).toBeInTheDocument();
  });

  it('opens an invoice for editing from its row', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<InvoicesScreen />, { db });
    const target = db.invoices[0]!;
    await screen.findByRole('heading', { name: `All Invoices (${db.invoices.length})` });
    await user.click(within(rowOf(target.invoiceNumber)).getByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Invoice' });
    expect(within(dialog).getByRole('textbox', { name: 'Invoice Number' })).toHaveValue(
      target.invoiceNumber,
    );
  });

  it('opens the recurring invoices from its header', async () => {
    const { user, currentPath } = renderScreen(<InvoicesScreen />, { path: '/invoices' });
    await user.click(screen.getByRole('button', { name: 'Recurring' }));
    expect(currentPath()).toBe('/invoices/recurring');
  });
});
