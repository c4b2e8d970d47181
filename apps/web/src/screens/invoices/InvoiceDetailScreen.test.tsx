import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { createMockDb } from '@crm/mocks';
import { formatMoney } from '@crm/domain';
import { InvoiceDetailScreen } from './InvoiceDetailScreen';
import { renderScreen } from '../../test/render-screen';

configure({ asyncUtilTimeout: 5000 });

describe('The invoice page', { timeout: 60_000 }, () => {
  it('shows the invoice as the client sees it, with its payments', async () => {
    const db = createMockDb();
    const paid = db.invoices.find((i) => i.status === 'paid')!;
    renderScreen(<InvoiceDetailScreen idParam={paid.id} />, { db });

    const document = await screen.findByRole('article', { name: `Invoice ${paid.invoiceNumber}` });
    expect(await within(document).findByText(db.business.tradingName!)).toBeInTheDocument();
    expect(within(document).getByText('Bill to')).toBeInTheDocument();
    expect(within(document).getByText(paid.lineItems[0]!.description)).toBeInTheDocument();
    expect(within(document).getByText('Paid in full. Thank you.')).toBeInTheDocument();
    const payments = screen.getByRole('list', { name: 'Payments received' });
    expect(within(payments).getByText(formatMoney(paid.amount))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
  });

  it('records a payment and removes it again, the balance following', async () => {
    const db = createMockDb();
    const open = db.invoices.find((i) => i.status !== 'paid')!;
    const { user } = renderScreen(<InvoiceDetailScreen idParam={open.id} />, { db });
    await screen.findByRole('article', { name: `Invoice ${open.invoiceNumber}` });
    expect(screen.getByText('No payments recorded yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Record Payment for ${open.invoiceNumber}`,
    });
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    const payments = await screen.findByRole('list', { name: 'Payments received' });
    expect(within(payments).getByText('£10.00')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: `History of ${open.invoiceNumber}` });
    expect(
      await within(history).findByText(
        `Recorded payment of £10.00 on invoice ${open.invoiceNumber}`,
      ),
    ).toBeInTheDocument();

    await user.click(within(payments).getByRole('button', { name: /^Remove payment of £10.00/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove Payment' }));
    await waitFor(() => expect(screen.getByText('No payments recorded yet.')).toBeInTheDocument());
    expect(db.invoices.find((i) => i.id === open.id)?.payments).toEqual([]);
  });

  it('shows the statutory claim on an overdue invoice of a client with claims on', async () => {
    const db = createMockDb();
    const overdue = db.invoices.find((i) => i.status !== 'paid' && i.dueDate < db.today)!;
    const client = db.clients.find((c) => c.id === overdue.clientId)!;
    client.businessName ??= 'Client Ltd';
    client.latePaymentClaims = true;
    // The rate for the due date's half-year, as the owner would add it in Settings.
    db.latePaymentRates = [
      {
        halfYear: `${overdue.dueDate.slice(0, 4)}-${Number(overdue.dueDate.slice(5, 7)) <= 6 ? '01' : '07'}-01`,
        ratePercent: '4.00',
      },
    ];
    renderScreen(<InvoiceDetailScreen idParam={overdue.id} />, { db });
    const card = await screen.findByRole('region', { name: 'Late Payment Claim' });
    expect(
      await within(card).findByText(/at 12\.00% a year \(8% over the 4\.00% reference rate\)/),
    ).toBeInTheDocument();
    expect(within(card).getByText('Total claim')).toBeInTheDocument();
  });

  it('shows no claim for a client with claims off', async () => {
    const db = createMockDb();
    const overdue = db.invoices.find((i) => i.status !== 'paid' && i.dueDate < db.today)!;
    db.clients.find((c) => c.id === overdue.clientId)!.latePaymentClaims = false;
    renderScreen(<InvoiceDetailScreen idParam={overdue.id} />, { db });
    await screen.findByRole('article', { name: `Invoice ${overdue.invoiceNumber}` });
    await waitFor(() =>
      expect(screen.queryByLabelText('Loading the late payment claim')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Late Payment Claim' })).not.toBeInTheDocument();
  });

  it('says so when the invoice does not exist', async () => {
    renderScreen(<InvoiceDetailScreen idParam="00000000-0000-4000-8000-000000000000" />);
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
  });
});
