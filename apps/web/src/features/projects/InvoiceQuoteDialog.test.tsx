import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createMockDb } from '@crm/mocks';
import { ProjectsScreen } from './ProjectsScreen';
import { renderScreen } from '../../test/render-screen';

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;

describe('Create invoice from a quote', { timeout: 60_000 }, () => {
  it('makes an unpaid invoice, turns the lead active, and warns before a second one', async () => {
    const db = createMockDb();
    const quote = db.projects.find((p) => p.status === 'lead' && p.price !== null)!;
    const { user } = renderScreen(<ProjectsScreen />, { db });
    await screen.findByText(quote.projectName);

    await user.click(
      within(rowOf(quote.projectName)).getByRole('button', {
        name: `Create invoice: ${quote.projectName}`,
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Create Invoice from Quote' });
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Create Invoice' })).toBeEnabled(),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Create Invoice' }));

    expect(await screen.findByText(/^Invoice INV-\d+ created$/)).toBeInTheDocument();
    const made = db.invoices.filter((i) => i.projectId === quote.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: 'unpaid', amount: quote.price });
    expect(db.projects.find((p) => p.id === quote.id)?.status).toBe('active');

    await user.click(
      within(rowOf(quote.projectName)).getByRole('button', {
        name: `Create invoice: ${quote.projectName}`,
      }),
    );
    const again = await screen.findByRole('alertdialog', { name: 'Create Invoice from Quote' });
    expect(
      await within(again).findByText(
        new RegExp(`already has an invoice: ${made[0]!.invoiceNumber}`),
      ),
    ).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Create Another Invoice' })).toBeEnabled();
  });
});
