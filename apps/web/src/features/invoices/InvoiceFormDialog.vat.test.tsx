import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createMockDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import { balanceDue } from '@crm/domain';
import { renderScreen } from '../../test/render-screen';
import { vatRegisteredDb } from '../../stories/vat-stories';
import { InvoiceFormDialog } from './InvoiceFormDialog';

configure({ asyncUtilTimeout: 5000 });

const dialog = (name = 'Create New Invoice') => screen.getByRole('dialog', { name });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const rateSelect = (n: number) =>
  within(dialog()).queryByRole('button', { name: new RegExp(`Line ${n} VAT rate`) });
const total = (label: string) => within(dialog()).getByLabelText(label);

async function fillLine(
  user: UserEvent,
  n: number,
  description: string,
  qty: string,
  price: string,
) {
  await user.type(field(`Line ${n} description`), description);
  const quantity = field(`Line ${n} quantity`);
  await user.clear(quantity);
  await user.type(quantity, qty);
  await user.type(field(`Line ${n} unit price`), price);
  await user.tab();
}

/** The form's props for editing one of the db's invoices, as its page passes them. */
function invoiceOf(db: MockDb, row: MockDb['invoices'][number]) {
  const client = db.clients.find((c) => c.id === row.clientId)!;
  return {
    ...structuredClone(row),
    balanceDue: balanceDue(row),
    client: { id: client.id, name: client.name, businessName: client.businessName },
    project: null,
  };
}

describe('InvoiceFormDialog and VAT', { timeout: 90_000 }, () => {
  it('shows nothing about VAT while the business is not VAT registered', async () => {
    const { user } = renderScreen(<InvoiceFormDialog isOpen onOpenChange={() => {}} />);
    await fillLine(user, 1, 'Website build', '2', '100');
    expect(total('Invoice total')).toHaveTextContent('£200.00');
    expect(rateSelect(1)).toBeNull();
    expect(within(dialog()).queryByLabelText('VAT total')).toBeNull();
    expect(within(dialog()).queryByText('VAT rate')).toBeNull();
  });

  it('gives each line a VAT rate, new lines the default, and totals net, VAT and gross', async () => {
    const db = vatRegisteredDb();
    const { user } = renderScreen(<InvoiceFormDialog isOpen onOpenChange={() => {}} />, { db });
    expect(
      await within(dialog()).findByRole('button', { name: /Line 1 VAT rate/ }),
    ).toHaveTextContent('20%');
    await fillLine(user, 1, 'Website build', '2', '100');
    expect(total('Net total')).toHaveTextContent('£200.00');
    expect(total('VAT total')).toHaveTextContent('£40.00');
    expect(total('Invoice total')).toHaveTextContent('£240.00');

    await user.click(within(dialog()).getByRole('button', { name: 'Add Line Item' }));
    expect(rateSelect(2)).toHaveTextContent('20%');
    await user.click(rateSelect(2)!);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // A registered business's new line takes one of the six rates.
    expect(options.map((option) => option.textContent)).toEqual([
      '20%',
      '5%',
      '0% (zero-rated)',
      'Exempt',
      'Outside the scope',
      'Disbursement',
    ]);
    await user.click(screen.getByRole('option', { name: '5%' }));
    await fillLine(user, 2, 'Printed brochures', '1', '10.10');
    // VAT per rate on the document, rounded once: 20% of £200 and 5% of £10.10 (£0.505 → £0.51).
    expect(total('Net total')).toHaveTextContent('£210.10');
    expect(total('VAT total')).toHaveTextContent('£40.51');
    expect(total('Invoice total')).toHaveTextContent('£250.61');

    await user.type(within(dialog()).getByRole('combobox', { name: /^Client/ }), 'hughes');
    await user.click(await screen.findByRole('option', { name: /^Hughes Florists/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Invoice created successfully')).toBeInTheDocument();
    const created = db.invoices.at(-1)!;
    expect(created.lineItems.map((line) => line.vatRate)).toEqual(['20', '5']);
    expect(created).toMatchObject({ netAmount: '210.10', vatAmount: '40.51', amount: '250.61' });
  });

  it('shows a disbursement apart: the net is what the invoice supplies', async () => {
    const db = vatRegisteredDb();
    const { user } = renderScreen(<InvoiceFormDialog isOpen onOpenChange={() => {}} />, { db });
    await within(dialog()).findByRole('button', { name: /Line 1 VAT rate/ });
    await fillLine(user, 1, 'Website build', '1', '1000');
    expect(within(dialog()).queryByLabelText('Disbursements (no VAT)')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Add Line Item' }));
    await user.click(rateSelect(2)!);
    await user.click(await screen.findByRole('option', { name: 'Disbursement' }));
    await fillLine(user, 2, 'Domain renewal paid for you', '1', '15.99');
    expect(total('Net total')).toHaveTextContent('£1,000.00');
    expect(total('VAT total')).toHaveTextContent('£200.00');
    expect(total('Disbursements (no VAT)')).toHaveTextContent('£15.99');
    expect(total('Invoice total')).toHaveTextContent('£1,215.99');
  });

  it('shows the rates of an invoice that has them even when no longer registered', async () => {
    const db = createMockDb();
    const row = db.invoices.find((i) => i.lineItems.length === 2 && i.status !== 'paid')!;
    row.lineItems[0]!.vatRate = '20';
    const { user } = renderScreen(
      <InvoiceFormDialog isOpen onOpenChange={() => {}} invoice={invoiceOf(db, row)} />,
      { db },
    );
    const edit = dialog('Edit Invoice');
    expect(within(edit).getByRole('button', { name: /Line 1 VAT rate/ })).toHaveTextContent('20%');
    // The second line has no VAT, and may keep none.
    const second = within(edit).getByRole('button', { name: /Line 2 VAT rate/ });
    expect(second).toHaveTextContent('No VAT');
    await user.click(within(edit).getByRole('button', { name: /Line 1 VAT rate/ }));
    await user.click(await screen.findByRole('option', { name: 'No VAT' }));
    // The column stays while the form is open.
    expect(within(edit).getByRole('button', { name: /Line 1 VAT rate/ })).toHaveTextContent(
      'No VAT',
    );
    expect(within(edit).getByLabelText('VAT total')).toHaveTextContent('£0.00');
  });
});
