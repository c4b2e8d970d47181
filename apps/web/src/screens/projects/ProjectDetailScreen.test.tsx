import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { createMockDb } from '@crm/mocks';
import { ProjectDetailScreen } from './ProjectDetailScreen';
import { renderScreen } from '../../test/render-screen';

configure({ asyncUtilTimeout: 5000 });

describe('The project page', { timeout: 60_000 }, () => {
  it('shows the quote as the client sees it, with its lines and how to accept', async () => {
    const db = createMockDb();
    const quote = db.projects.find((p) => p.projectName === 'Online shop launch')!;
    renderScreen(<ProjectDetailScreen idParam={quote.id} />, { db });

    const document = await screen.findByRole('article', { name: `Quote ${quote.quoteNumber}` });
    expect(await within(document).findByText(db.business.tradingName!)).toBeInTheDocument();
    expect(within(document).getByText('Prepared for')).toBeInTheDocument();
    expect(within(document).getByText(quote.lineItems[0]!.description)).toBeInTheDocument();
    expect(within(document).getByText(/^This quote is valid until/)).toBeInTheDocument();
    expect(screen.getByText('Not invoiced yet.')).toBeInTheDocument();
  });

  it('converts the quote into an invoice of its lines, listed on the page', async () => {
    const db = createMockDb();
    const quote = db.projects.find((p) => p.projectName === 'Online shop launch')!;
    const { user } = renderScreen(<ProjectDetailScreen idParam={quote.id} />, { db });
    await screen.findByRole('article', { name: `Quote ${quote.quoteNumber}` });

    await user.click(screen.getByRole('button', { name: 'Convert to Invoice' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Create Invoice from Quote' });
    await user.click(within(confirm).getByRole('button', { name: 'Create Invoice' }));

    const made = await screen.findByRole('list', { name: 'Invoices made from this quote' });
    const invoice = db.invoices.find((i) => i.projectId === quote.id)!;
    expect(within(made).getByRole('link', { name: invoice.invoiceNumber })).toBeInTheDocument();
    expect(invoice.lineItems.map((line) => line.description)).toEqual(
      quote.lineItems.map((line) => line.description),
    );
    await waitFor(() => expect(screen.getByText(/^active$/i)).toBeInTheDocument());
  });

  it('says so when the project does not exist', async () => {
    renderScreen(<ProjectDetailScreen idParam="00000000-0000-4000-8000-000000000000" />);
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  });
});
