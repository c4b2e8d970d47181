import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { createMockDb } from '@crm/mocks';
import { clientDisplayName, formatDocumentDate, periodDate } from '@crm/domain';
import { InvoiceDetailScreen } from './InvoiceDetailScreen';
import { renderScreen } from '../../test/render-screen';

configure({ asyncUtilTimeout: 5000 });

describe('Make Recurring on the invoice page', { timeout: 60_000 }, () => {
  it("opens the recurring form with the invoice's client, project and lines, monthly from a month on", async () => {
    const db = createMockDb();
    const invoice = db.invoices.find((i) => i.projectId !== null && i.lineItems.length > 1)!;
    const client = db.clients.find((c) => c.id === invoice.clientId)!;
    const project = db.projects.find((p) => p.id === invoice.projectId)!;
    const { user } = renderScreen(<InvoiceDetailScreen idParam={invoice.id} />, { db });
    await screen.findByRole('article', { name: `Invoice ${invoice.invoiceNumber}` });

    await user.click(screen.getByRole('button', { name: 'Make Recurring' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Make ${invoice.invoiceNumber} Recurring`,
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Client/ })).toHaveValue(
        clientDisplayName(client),
      ),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Project/ })).toHaveTextContent(
        project.projectName,
      ),
    );
    expect(within(dialog).getByRole('button', { name: /Frequency/ })).toHaveTextContent('Monthly');
    invoice.lineItems.forEach((line, index) =>
      expect(
        within(dialog).getByRole('textbox', { name: `Line ${index + 1} description` }),
      ).toHaveValue(line.description),
    );
    const onLastDay =
      periodDate({ frequency: 'monthly', startDate: invoice.invoiceDate, onLastDay: true }, 0) ===
      invoice.invoiceDate;
    const start = periodDate(
      { frequency: 'monthly', startDate: invoice.invoiceDate, onLastDay },
      1,
    );
    const preview = within(dialog).getByRole('status', { name: 'Schedule preview' });
    expect(preview).toHaveTextContent(`from ${formatDocumentDate(start)}`);

    await user.click(within(dialog).getByRole('button', { name: 'Create Recurring Invoice' }));
    expect(await screen.findByText('Recurring invoice created successfully')).toBeInTheDocument();
    const created = db.recurringInvoices.at(-1)!;
    expect(created).toMatchObject({
      clientId: invoice.clientId,
      projectId: invoice.projectId,
      frequency: 'monthly',
      startDate: start,
      endDate: null,
      count: null,
    });
    expect(created.lineItems.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual(
      invoice.lineItems.map((l) => [l.description, l.quantity, l.unitPrice]),
    );
  });
});
