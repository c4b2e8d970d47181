import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { createMockDb } from '@crm/mocks';
import type { Expense } from '@crm/domain';
import { renderScreen } from '../../test/render-screen';
import { ExpenseFormDialog } from './ExpenseFormDialog';

function OpenDialog({ expense }: { expense: Expense }) {
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
});
