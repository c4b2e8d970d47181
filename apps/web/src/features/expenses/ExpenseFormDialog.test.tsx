import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { createMockDb } from '@crm/mocks';
import { VAT_MORE_THAN_AMOUNT_MESSAGE } from '@crm/domain';
import type { Expense } from '@crm/domain';
import { installNodeFormDataFetch } from '../../test/node-form-data';
import { renderScreen } from '../../test/render-screen';
import { ExpenseFormDialog } from './ExpenseFormDialog';

installNodeFormDataFetch();

function OpenDialog({ expense }: { expense?: Expense }) {
  const [isOpen, setOpen] = useState(true);
  return <ExpenseFormDialog isOpen={isOpen} onOpenChange={setOpen} expense={expense} />;
}

describe('ExpenseFormDialog', { timeout: 60_000 }, () => {
  it('cannot be closed while its save is in flight, and closes once saved', async () => {
    const db = createMockDb();
    const expense = db.expenses[0]!;
    let arrived = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = renderScreen(<OpenDialog expense={expense} />, {
      db,
      handlers: [
        // Holds the save until released, then lets the db-backed handler answer.
        http.put('http://localhost/api/expenses/:id', async () => {
          arrived = true;
          await gate;
          return undefined;
        }),
      ],
    });
    const dialog = screen.getByRole('dialog', { name: 'Edit Expense' });
    const provider = within(dialog).getByRole('textbox', { name: /^Provider/ });
    await user.clear(provider);
    await user.type(provider, 'Fasthosts Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(arrived).toBe(true));

    await user.click(provider);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Edit Expense' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    release();
    expect(await screen.findByText('Expense updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Expense' })).not.toBeInTheDocument(),
    );
    expect(db.expenses.find((e) => e.id === expense.id)?.provider).toBe('Fasthosts Ltd');
  });

  it('takes the VAT included in the amount, never more than the amount', async () => {
    const db = createMockDb();
    const before = db.expenses.length;
    const { user } = renderScreen(<OpenDialog />, { db });
    const dialog = screen.getByRole('dialog', { name: 'Upload New Expense' });
    const vat = within(dialog).getByRole('textbox', { name: /^VAT included/ });
    expect(vat).not.toBeRequired();
    expect(vat).toHaveAccessibleDescription('The VAT in the amount, from the receipt');

    await user.type(within(dialog).getByRole('textbox', { name: /^Provider/ }), 'Currys');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '60');
    await user.type(vat, '60.01');
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF-1.4 receipt'], 'currys.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload Expense' }));

    expect(within(dialog).getByText(VAT_MORE_THAN_AMOUNT_MESSAGE)).toBeInTheDocument();
    expect(vat).toBeInvalid();
    expect(db.expenses).toHaveLength(before);

    await user.clear(vat);
    await user.type(vat, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Expense' }));

    expect(await screen.findByText('Expense uploaded successfully')).toBeInTheDocument();
    expect(db.expenses.at(-1)).toMatchObject({
      provider: 'Currys',
      amount: '60.00',
      vatAmount: '10.00',
    });
  });

  it("shows an expense's VAT to edit, a blank field meaning none", async () => {
    const db = createMockDb();
    const expense = db.expenses.find((e) => e.provider === 'Apple')!;
    const { user } = renderScreen(<OpenDialog expense={expense} />, { db });
    const dialog = screen.getByRole('dialog', { name: 'Edit Expense' });
    const vat = within(dialog).getByRole('textbox', { name: /^VAT included/ });
    expect(vat).toHaveValue('216.50');

    await user.clear(vat);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Expense updated successfully')).toBeInTheDocument();
    expect(db.expenses.find((e) => e.id === expense.id)).toMatchObject({
      amount: '1299.00',
      vatAmount: '0.00',
    });
  });
});
