import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { createMockDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import { addDays, clientDisplayName, formatDocumentDate, periodDate } from '@crm/domain';
import type { RecurringInvoice } from '@crm/domain';
import { renderScreen } from '../../test/render-screen';
import { RecurringInvoiceFormDialog } from './RecurringInvoiceFormDialog';

configure({ asyncUtilTimeout: 5000 });

const dialog = (name = 'New Recurring Invoice') => screen.getByRole('dialog', { name });
const preview = (name?: string) =>
  within(dialog(name)).getByRole('status', { name: 'Schedule preview' });
const lastDay = () =>
  within(dialog()).queryByRole('checkbox', { name: 'On the last day of the month' });

/** The retainer fixture as the API answers it (the dialog edits what the list gave it). */
function retainerView(db: MockDb): RecurringInvoice {
  const { madePeriods, skipBefore: _, ...row } = db.recurringInvoices[0]!;
  const client = db.clients.find((c) => c.id === row.clientId)!;
  return {
    ...structuredClone(row),
    amount: '450.00',
    invoicesMade: madePeriods.length,
    lastMadeOn: madePeriods.at(-1) ?? null,
    nextDate: null,
    client: { id: client.id, name: client.name, businessName: client.businessName },
    project: null,
  };
}

describe('RecurringInvoiceFormDialog', { timeout: 90_000 }, () => {
  it('previews the schedule as it changes, and hides the last day for weekly', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<RecurringInvoiceFormDialog isOpen onOpenChange={() => {}} />, {
      db,
    });
    // Monthly from today: the same day of each month (or the month's last day when shorter).
    const months = [0, 1, 2].map((n) =>
      formatDocumentDate(
        periodDate({ frequency: 'monthly', startDate: db.today, onLastDay: false }, n),
      ),
    );
    expect(preview()).toHaveTextContent(`First invoices: ${months.join(', ')}.`);
    expect(preview()).toHaveTextContent(/^Monthly on the \d+(st|nd|rd|th) from /);
    expect(lastDay()).toBeInTheDocument();

    await user.click(lastDay()!);
    expect(preview()).toHaveTextContent(/^Monthly on the last day from /);

    await user.click(within(dialog()).getByRole('button', { name: /Frequency/ }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    expect(lastDay()).not.toBeInTheDocument();
    const week = [0, 7, 14].map((days) => formatDocumentDate(addDays(db.today, days)));
    expect(preview()).toHaveTextContent(/^Weekly on \w+days from /);
    expect(preview()).toHaveTextContent(`First invoices: ${week.join(', ')}.`);
  });

  it("validates with the domain's messages before anything is sent", async () => {
    const db = createMockDb();
    const sent = vi.fn();
    const { user } = renderScreen(<RecurringInvoiceFormDialog isOpen onOpenChange={() => {}} />, {
      db,
      handlers: [http.post('http://localhost/api/recurring-invoices', sent)],
    });
    await user.click(within(dialog()).getByRole('radio', { name: 'On a date' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create Recurring Invoice' }));
    expect(within(dialog()).getByText('Client is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('At least one line item is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('End date is required')).toBeInTheDocument();

    // An end date before the start: the year segment of the end date, one year back.
    const [day, month, year] = within(dialog()).getAllByRole('spinbutton').slice(3);
    await user.click(day!);
    await user.keyboard('01');
    await user.click(month!);
    await user.keyboard('01');
    await user.click(year!);
    await user.keyboard(String(Number(db.today.slice(0, 4)) - 1));
    await user.click(within(dialog()).getByRole('button', { name: 'Create Recurring Invoice' }));
    expect(
      within(dialog()).getByText('End date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(preview()).toHaveTextContent('No more invoices fall within it.');

    await user.click(within(dialog()).getByRole('radio', { name: 'After a number of invoices' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create Recurring Invoice' }));
    expect(
      within(dialog()).getByText('Number of invoices must be a whole number from 1 to 1000'),
    ).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('edits a schedule: its values shown, the change saved', async () => {
    const db = createMockDb();
    const retainer = retainerView(db);
    const onOpenChange = vi.fn();
    const { user } = renderScreen(
      <RecurringInvoiceFormDialog isOpen onOpenChange={onOpenChange} recurringInvoice={retainer} />,
      { db },
    );
    const edit = dialog('Edit Recurring Invoice');
    await waitFor(() =>
      expect(within(edit).getByRole('combobox', { name: /^Client/ })).toHaveValue(
        clientDisplayName(retainer.client),
      ),
    );
    expect(within(edit).getByRole('radio', { name: 'After a number of invoices' })).toBeChecked();
    expect(within(edit).getByRole('textbox', { name: /^Number of invoices/ })).toHaveValue('12');
    expect(within(edit).getByRole('textbox', { name: /^Payment terms/ })).toHaveValue('14');
    expect(within(edit).getByRole('textbox', { name: 'Line 1 description' })).toHaveValue(
      'Monthly website care retainer',
    );
    const autoSend = within(edit).getByRole('switch', {
      name: 'Email each invoice to the client when it is made',
    });
    expect(autoSend).toBeChecked();
    // A schedule that has been running previews its next dates, not its first.
    expect(preview('Edit Recurring Invoice')).toHaveTextContent('Next invoices: ');

    await user.click(autoSend);
    const count = within(edit).getByRole('textbox', { name: /^Number of invoices/ });
    await user.clear(count);
    await user.type(count, '24');
    await user.click(within(edit).getByRole('button', { name: 'Update Recurring Invoice' }));

    expect(await screen.findByText('Recurring invoice updated successfully')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const saved = db.recurringInvoices.find((r) => r.id === retainer.id)!;
    expect(saved).toMatchObject({ autoSend: false, count: 24, paymentTermsDays: 14 });
    expect(saved.lineItems.map((l) => l.description)).toEqual(['Monthly website care retainer']);
  });
});
