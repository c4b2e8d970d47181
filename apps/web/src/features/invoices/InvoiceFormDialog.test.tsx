import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMockDb } from '@crm/mocks';
import { addDays, formatInvoiceNumber, balanceDue } from '@crm/domain';
import { renderScreen } from '../../test/render-screen';
import { InvoiceFormDialog } from './InvoiceFormDialog';

configure({ asyncUtilTimeout: 5000 });

const dialog = (name = 'Create New Invoice') => screen.getByRole('dialog', { name });
const field = (name: RegExp | string) => within(dialog()).getByRole('textbox', { name });
/** 'dd/mm/yyyy' as the en-GB date field shows a 'YYYY-MM-DD' date. */
const shown = (date: string) => date.split('-').reverse().join('/');
const dateText = (label: string) =>
  within(dialog())
    .getAllByRole('spinbutton')
    .filter((segment) =>
      segment
        .getAttribute('aria-labelledby')
        ?.split(' ')
        .some((id) => document.getElementById(id)?.textContent?.startsWith(label)),
    )
    .map((segment) => segment.textContent)
    .join('/');

async function pickClient(user: UserEvent, search: string, name: RegExp) {
  await user.type(within(dialog()).getByRole('combobox', { name: /^Client/ }), search);
  await user.click(await screen.findByRole('option', { name }));
}

async function pickProject(user: UserEvent, name: string) {
  await user.click(within(dialog()).getByRole('button', { name: /Project/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('InvoiceFormDialog', { timeout: 90_000 }, () => {
  it('starts dated today, due 30 days later, unpaid, with one empty line that cannot be removed', async () => {
    const db = createMockDb();
    renderScreen(<InvoiceFormDialog isOpen onOpenChange={() => {}} />, { db });
    expect(dialog()).toBeInTheDocument();
    expect(dateText('Invoice Date')).toBe(shown(db.today));
    expect(dateText('Due Date')).toBe(shown(addDays(db.today, 30)));
    expect(within(dialog()).getByRole('button', { name: /Status/ })).toHaveTextContent('Unpaid');
    expect(within(dialog()).getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
    expect(within(dialog()).getByLabelText('Invoice total')).toHaveTextContent('£0.00');
  });

  it('refuses to save without a client, a due date or a described line', async () => {
    const db = createMockDb();
    const before = db.invoices.length;
    const { user } = renderScreen(<InvoiceFormDialog isOpen onOpenChange={() => {}} />, { db });
    // Empty the due date, segment by segment.
    for (const segment of within(dialog()).getAllByRole('spinbutton').slice(3)) {
      await user.click(segment);
      await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    }
    await user.click(within(dialog()).getByRole('button', { name: 'Create Invoice' }));
    expect(within(dialog()).getByText('Client is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Due date is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('At least one line item is required')).toBeInTheDocument();
    expect(db.invoices).toHaveLength(before);
  });

  it('totals each line and the invoice, and removes lines while more than one exists', async () => {
    const { user } = renderScreen(<InvoiceFormDialog isOpen onOpenChange={() => {}} />);
    await user.type(field('Line 1 description'), 'Hosting');
    const quantity = field('Line 1 quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(field('Line 1 unit price'), '0.10');
    await user.tab();
    expect(within(dialog()).getByLabelText('Line 1 total')).toHaveTextContent('£0.30');

    await user.click(within(dialog()).getByRole('button', { name: 'Add Line Item' }));
    await user.type(field('Line 2 description'), 'Stock photos');
    const quantity2 = field('Line 2 quantity');
    await user.clear(quantity2);
    await user.type(quantity2, '2');
    await user.type(field('Line 2 unit price'), '19.99');
    await user.tab();
    expect(within(dialog()).getByLabelText('Line 2 total')).toHaveTextContent('£39.98');
    expect(within(dialog()).getByLabelText('Invoice total')).toHaveTextContent('£40.28');

    await user.click(within(dialog()).getByRole('button', { name: 'Remove line 1' }));
    expect(field('Line 1 description')).toHaveValue('Stock photos');
    expect(within(dialog()).getByLabelText('Invoice total')).toHaveTextContent('£39.98');
    expect(within(dialog()).getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it('updates the line and invoice totals with each keystroke, before the field is left', async () => {
    const { user } = renderScreen(<InvoiceFormDialog isOpen onOpenChange={() => {}} />);
    const quantity = field('Line 1 quantity');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.type(field('Line 1 unit price'), '12.5');
    // Still in the price field: nothing has been committed yet.
    expect(field('Line 1 unit price')).toHaveFocus();
    expect(within(dialog()).getByLabelText('Line 1 total')).toHaveTextContent('£50.00');
    expect(within(dialog()).getByLabelText('Invoice total')).toHaveTextContent('£50.00');
    await user.type(field('Line 1 unit price'), '5');
    expect(within(dialog()).getByLabelText('Invoice total')).toHaveTextContent('£50.20');
    await user.tab();
    expect(within(dialog()).getByLabelText('Invoice total')).toHaveTextContent('£50.20');
  });

  it("offers only the chosen client's projects, fills a single empty line from a priced project, and resets the project when the client changes", async () => {
    const { user } = renderScreen(<InvoiceFormDialog isOpen onOpenChange={() => {}} />);
    expect(within(dialog()).getByRole('button', { name: /Project/ })).toBeDisabled();
    await pickClient(user, 'campbell', /^Campbell Physio Ltd/);

    await user.click(within(dialog()).getByRole('button', { name: /Project/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['No project', 'Booking system integration', 'Clinic brochure']);
    await user.click(screen.getByRole('option', { name: 'Booking system integration' }));
    expect(field('Line 1 description')).toHaveValue('Booking system integration');
    expect(field('Line 1 unit price')).toHaveValue('1,850.00');
    expect(within(dialog()).getByLabelText('Invoice total')).toHaveTextContent('£1,850.00');

    // The line is no longer empty: another project leaves it alone.
    await pickProject(user, 'Clinic brochure');
    expect(field('Line 1 description')).toHaveValue('Booking system integration');

    const client = within(dialog()).getByRole('combobox', { name: /^Client/ });
    await user.clear(client);
    await pickClient(user, 'bennett', /^Bennett & Sons Joinery/);
    expect(within(dialog()).getByRole('button', { name: /Project/ })).toHaveTextContent(
      'No project',
    );
  });

  it('sets the due date 30 days after a newly chosen invoice date when the due date is empty', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<InvoiceFormDialog isOpen onOpenChange={() => {}} />, { db });
    const segments = within(dialog()).getAllByRole('spinbutton');
    for (const segment of segments.slice(3)) {
      await user.click(segment);
      await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    }
    await user.click(segments[0]!);
    await user.keyboard('{ArrowUp}');
    const invoiceDate = addDays(db.today, 1);
    await waitFor(() => expect(dateText('Invoice Date')).toBe(shown(invoiceDate)));
    expect(dateText('Due Date')).toBe(shown(addDays(invoiceDate, 30)));
  });

  it('creates the invoice with a generated number, its lines and amount', async () => {
    const db = createMockDb();
    const onOpenChange = vi.fn();
    const { user } = renderScreen(<InvoiceFormDialog isOpen onOpenChange={onOpenChange} />, { db });
    await pickClient(user, 'hughes', /^Hughes Florists/);
    await user.type(field('Line 1 description'), 'Spring bouquet page');
    await user.type(field('Line 1 unit price'), '120');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Line Item' }));
    await user.type(field('Line 2 description'), 'Photography');
    await user.type(field('Line 2 unit price'), '45.5');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Invoice' }));

    expect(await screen.findByText('Invoice created successfully')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const created = db.invoices.at(-1)!;
    expect(created).toMatchObject({
      invoiceNumber: formatInvoiceNumber(db.invoices.length),
      clientId: db.clients.find((c) => c.businessName === 'Hughes Florists')?.id,
      projectId: null,
      status: 'unpaid',
      invoiceDate: db.today,
      dueDate: addDays(db.today, 30),
      amount: '165.50',
    });
    expect(created.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.total])).toEqual(
      [
        ['Spring bouquet page', 1, '120.00', '120.00'],
        ['Photography', 1, '45.50', '45.50'],
      ],
    );
  });

  it('edits an invoice with its lines and keeps its number', async () => {
    const db = createMockDb();
    const row = db.invoices.find((i) => i.lineItems.length === 2 && i.status !== 'paid')!;
    const client = db.clients.find((c) => c.id === row.clientId)!;
    const project = db.projects.find((p) => p.id === row.projectId);
    const invoice = {
      ...structuredClone(row),
      balanceDue: balanceDue(row),
      client: { id: client.id, name: client.name, businessName: client.businessName },
      project: project ? { id: project.id, projectName: project.projectName } : null,
    };
    const { user } = renderScreen(
      <InvoiceFormDialog isOpen onOpenChange={() => {}} invoice={invoice} />,
      { db },
    );
    const edit = dialog('Edit Invoice');
    expect(within(edit).getByRole('textbox', { name: 'Invoice Number' })).toHaveValue(
      row.invoiceNumber,
    );
    expect(within(edit).getByRole('textbox', { name: 'Line 2 description' })).toHaveValue(
      row.lineItems[1]!.description,
    );
    await user.click(within(edit).getByRole('button', { name: 'Remove line 2' }));
    await user.click(within(edit).getByRole('button', { name: 'Update Invoice' }));
    expect(await screen.findByText('Invoice updated successfully')).toBeInTheDocument();
    const saved = db.invoices.find((i) => i.id === row.id)!;
    expect(saved.invoiceNumber).toBe(row.invoiceNumber);
    expect(saved.lineItems).toHaveLength(1);
    expect(saved.amount).toBe(row.lineItems[0]!.total);
  });

  it('shows the spec toast when saving fails', async () => {
    const { user } = renderScreen(<InvoiceFormDialog isOpen onOpenChange={() => {}} />, {
      handlers: [
        http.post('http://localhost/api/invoices', () =>
          HttpResponse.json({ message: 'Database down' }, { status: 500 }),
        ),
      ],
    });
    await pickClient(user, 'hughes', /^Hughes Florists/);
    await user.type(field('Line 1 description'), 'Anything');
    await user.type(field('Line 1 unit price'), '10');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Failed to save invoice')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });
});
