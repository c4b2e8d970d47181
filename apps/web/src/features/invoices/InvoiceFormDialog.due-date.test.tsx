import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { createMockDb } from '@crm/mocks';
import { addDays, balanceDue } from '@crm/domain';
import { renderScreen } from '../../test/render-screen';
import { InvoiceFormDialog } from './InvoiceFormDialog';

configure({ asyncUtilTimeout: 5000 });

// The form validates with the domain schema, so its due-date rule shows without form code.
describe('InvoiceFormDialog and a due date before the invoice date', { timeout: 90_000 }, () => {
  it('shows the message on Due Date and saves nothing', async () => {
    const db = createMockDb();
    const row = db.invoices[0]!;
    const client = db.clients.find((c) => c.id === row.clientId)!;
    const project = db.projects.find((p) => p.id === row.projectId);
    const invoice = {
      ...structuredClone(row),
      dueDate: addDays(row.invoiceDate, -1),
      balanceDue: balanceDue(row),
      client: { id: client.id, name: client.name, businessName: client.businessName },
      project: project ? { id: project.id, projectName: project.projectName } : null,
    };
    const before = structuredClone(row);
    const { user } = renderScreen(
      <InvoiceFormDialog isOpen onOpenChange={() => {}} invoice={invoice} />,
      { db },
    );
    const edit = screen.getByRole('dialog', { name: 'Edit Invoice' });
    await user.click(within(edit).getByRole('button', { name: 'Update Invoice' }));
    const message = 'Due date must be on or after the invoice date';
    expect(await within(edit).findByText(message)).toBeInTheDocument();
    expect(db.invoices.find((i) => i.id === row.id)).toEqual(before);
  });
});
