import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMockDb } from '@crm/mocks';
import { AgedDebtorsScreen } from './AgedDebtorsScreen';
import { renderScreen } from '../../test/render-screen';

describe('Aged debtors', () => {
  it('lists each client’s balance by days past due, with the totals', async () => {
    const db = createMockDb();
    renderScreen(<AgedDebtorsScreen />, { db });
    const table = await screen.findByRole('table', { name: 'Aged debtors' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Client',
      'Invoices',
      'Current',
      '1-30 days',
      '31-60 days',
      '61-90 days',
      'Over 90 days',
      'Total',
    ]);
    const footer = rows.at(-1)!;
    expect(within(footer).getByRole('rowheader')).toHaveTextContent('Total');
    // Every client listed links to its page.
    const first = within(rows[1]!).getByRole('link');
    expect(first.getAttribute('href')).toMatch(/^\/clients\//);
  });

  it('says so when nobody owes anything', async () => {
    const db = createMockDb();
    for (const invoice of db.invoices) invoice.status = 'paid';
    renderScreen(<AgedDebtorsScreen />, { db });
    expect(await screen.findByText('No client owes anything on this day.')).toBeInTheDocument();
  });

  it('answers for another day', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<AgedDebtorsScreen />, { db });
    await screen.findByRole('table', { name: 'Aged debtors' });
    const field = screen.getByLabelText('As of');
    await user.type(field, '2000-01-01');
    expect(await screen.findByText('No client owes anything on this day.')).toBeInTheDocument();
    expect(screen.getByText('Owed on 1 Jan 2000')).toBeInTheDocument();
  });
});
