import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { createMockDb } from '@crm/mocks';
import { renderScreen } from '../../test/render-screen';
import { ProjectFormDialog } from './ProjectFormDialog';

configure({ asyncUtilTimeout: 5000 });

const dialog = () => screen.getByRole('dialog', { name: 'Add New Project' });

describe('ProjectFormDialog', { timeout: 90_000 }, () => {
  it('prices a quote at its lines, the total following each keystroke, and saves the lines', async () => {
    const db = createMockDb();
    const client = db.clients[0]!;
    const { user } = renderScreen(
      <ProjectFormDialog isOpen onOpenChange={() => {}} defaultClientId={client.id} />,
      { db },
    );
    await user.type(within(dialog()).getByRole('textbox', { name: /^Project Name/ }), 'Café site');
    await user.type(
      within(dialog()).getByRole('textbox', { name: 'Line 1 description' }),
      'Design',
    );
    const quantity = within(dialog()).getByRole('textbox', { name: 'Line 1 quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Line 1 unit price' }), '450');
    expect(within(dialog()).getByLabelText('Quote total')).toHaveTextContent('£1,350.00');
    await user.tab();
    const price = within(dialog()).getByRole('textbox', { name: /^Price/ });
    expect(price).toBeDisabled();
    expect(price).toHaveValue('1350.00');

    await user.click(within(dialog()).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(db.projects.some((p) => p.projectName === 'Café site')).toBe(true));
    const saved = db.projects.find((p) => p.projectName === 'Café site')!;
    expect(saved).toMatchObject({ price: '1350.00', quoteNumber: expect.stringMatching(/^Q-/) });
    expect(saved.lineItems.map((line) => [line.description, line.quantity])).toEqual([
      ['Design', 3],
    ]);
  });
});
