import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMockDb, emptyDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import {
  clientDisplayName,
  formatDisplayDate,
  nextPeriodDate,
  scheduleDescription,
} from '@crm/domain';
import { renderScreen } from '../../test/render-screen';
import { RecurringInvoicesScreen } from './RecurringInvoicesScreen';

configure({ asyncUtilTimeout: 5000 });

const table = () => screen.getByRole('grid', { name: 'Recurring invoices' });
const rowOf = (client: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(`^${client}`) })
    .closest('[role="row"]') as HTMLElement;
const dialog = (name: string) => screen.getByRole('dialog', { name });

/** The two fixtures: a monthly retainer running, a yearly hosting bill paused. */
function fixtures(db: MockDb) {
  const [retainer, hosting] = db.recurringInvoices;
  const nameOf = (clientId: string) =>
    clientDisplayName(db.clients.find((c) => c.id === clientId)!);
  return {
    retainer: { row: retainer!, client: nameOf(retainer!.clientId) },
    hosting: { row: hosting!, client: nameOf(hosting!.clientId) },
  };
}

async function pickClient(user: UserEvent, within_: HTMLElement, search: string, name: RegExp) {
  await user.type(within(within_).getByRole('combobox', { name: /^Client/ }), search);
  await user.click(await screen.findByRole('option', { name }));
}

describe('Recurring invoices', { timeout: 90_000 }, () => {
  it('lists the schedules with their amount, next date (or Paused), invoices made and auto-send', async () => {
    const db = createMockDb();
    const { retainer, hosting } = fixtures(db);
    renderScreen(<RecurringInvoicesScreen />, { db, path: '/invoices/recurring' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recurring Invoices' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'All Recurring Invoices (2)' }),
    ).toBeInTheDocument();
    for (const name of [
      'Client',
      'Schedule',
      'Amount',
      'Next Invoice',
      'Invoices Made',
      'Auto-send',
      'Actions',
    ]) {
      expect(within(table()).getByRole('columnheader', { name })).toBeInTheDocument();
    }

    const running = within(rowOf(retainer.client));
    const next = nextPeriodDate(retainer.row, {
      today: db.today,
      madePeriods: retainer.row.madePeriods,
    });
    expect(running.getByText(formatDisplayDate(next!))).toBeInTheDocument();
    expect(running.getByText(scheduleDescription(retainer.row))).toBeInTheDocument();
    expect(running.getByText('£450.00')).toBeInTheDocument();
    expect(running.getByText('3 of 12')).toBeInTheDocument();
    expect(running.getByText('Yes')).toBeInTheDocument();
    expect(running.getByRole('button', { name: /^Pause:/ })).toBeInTheDocument();

    const paused = within(rowOf(hosting.client));
    expect(paused.getByText('Paused')).toBeInTheDocument();
    expect(paused.getByText(/^Yearly on /)).toBeInTheDocument();
    expect(paused.getByText('£300.00')).toBeInTheDocument();
    expect(paused.getByText('0')).toBeInTheDocument();
    expect(paused.getByText('No')).toBeInTheDocument();
    expect(paused.getByRole('button', { name: /^Resume:/ })).toBeInTheDocument();
  });

  it('says when a schedule has made all its invoices', async () => {
    const db = createMockDb();
    const { retainer } = fixtures(db);
    retainer.row.count = retainer.row.madePeriods.length;
    renderScreen(<RecurringInvoicesScreen />, { db });
    await screen.findByRole('heading', { name: 'All Recurring Invoices (2)' });
    const row = within(rowOf(retainer.client));
    expect(row.getByText('Finished')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Pause:/ })).not.toBeInTheDocument();
  });

  it('shows the empty state, whose button opens the form', async () => {
    const { user } = renderScreen(<RecurringInvoicesScreen />, { db: emptyDb() });
    expect(await screen.findByText('No recurring invoices yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Recurring Invoice' }));
    expect(dialog('New Recurring Invoice')).toBeInTheDocument();
  });

  it('says so when the schedules cannot be fetched', async () => {
    renderScreen(<RecurringInvoicesScreen />, {
      handlers: [
        http.get('http://localhost/api/recurring-invoices', () =>
          HttpResponse.json({ message: 'Down' }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findAllByText('Failed to fetch recurring invoices')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('creates a schedule: the request carries the form, the toast describes it', async () => {
    const db = createMockDb();
    const bodies: unknown[] = [];
    const { user } = renderScreen(<RecurringInvoicesScreen />, {
      db,
      handlers: [
        // Records the body, then lets the mock API answer.
        http.post('http://localhost/api/recurring-invoices', async ({ request }) => {
          bodies.push(await request.clone().json());
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'All Recurring Invoices (2)' });
    await user.click(screen.getByRole('button', { name: 'New Recurring Invoice' }));
    const form = dialog('New Recurring Invoice');
    await pickClient(user, form, 'campbell', /^Campbell Physio Ltd/);
    await user.click(within(form).getByRole('radio', { name: 'After a number of invoices' }));
    await user.type(within(form).getByRole('textbox', { name: /^Number of invoices/ }), '6');
    await user.type(within(form).getByRole('textbox', { name: /^Payment terms/ }), '14');
    await user.click(
      within(form).getByRole('switch', {
        name: 'Email each invoice to the client when it is made',
      }),
    );
    await user.type(within(form).getByRole('textbox', { name: 'Line 1 description' }), 'Care plan');
    await user.type(within(form).getByRole('textbox', { name: 'Line 1 unit price' }), '95');
    await user.tab();
    const description = `Monthly on the ${Number(db.today.slice(8))}`;
    expect(within(form).getByRole('status', { name: 'Schedule preview' })).toHaveTextContent(
      new RegExp(`^${description}.* 6 invoices\\. First invoices: `),
    );
    await user.click(within(form).getByRole('button', { name: 'Create Recurring Invoice' }));

    expect(await screen.findByText('Recurring invoice created successfully')).toBeInTheDocument();
    const campbell = db.clients.find((c) => c.businessName === 'Campbell Physio Ltd')!;
    expect(bodies).toEqual([
      {
        clientId: campbell.id,
        projectId: null,
        frequency: 'monthly',
        startDate: db.today,
        endDate: null,
        count: 6,
        onLastDay: false,
        paymentTermsDays: 14,
        autoSend: true,
        lineItems: [{ description: 'Care plan', quantity: 1, unitPrice: '95.00', total: '95.00' }],
      },
    ]);
    const toasts = within(screen.getByRole('region', { name: /^Notifications/ }));
    expect(toasts.getByText(scheduleDescription(db.recurringInvoices.at(-1)!))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'All Recurring Invoices (3)' }),
      ).toBeInTheDocument(),
    );
    expect(within(rowOf('Campbell Physio Ltd')).getByText('£95.00')).toBeInTheDocument();
  });

  it('shows a server validation error at its field and keeps the dialog open', async () => {
    const db = createMockDb();
    const message = 'End date must be on or after the start date';
    const { user } = renderScreen(<RecurringInvoicesScreen />, {
      db,
      handlers: [
        http.put('http://localhost/api/recurring-invoices/:id', () =>
          HttpResponse.json({ message, errors: [{ path: 'endDate', message }] }, { status: 400 }),
        ),
      ],
    });
    const { retainer } = fixtures(db);
    await screen.findByRole('heading', { name: 'All Recurring Invoices (2)' });
    await user.click(within(rowOf(retainer.client)).getByRole('button', { name: /^Edit:/ }));
    const form = dialog('Edit Recurring Invoice');
    expect(within(form).getByRole('radio', { name: 'After a number of invoices' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'On a date' }));
    // The end date's day, month and year segments follow the start date's.
    const [day] = within(form).getAllByRole('spinbutton').slice(3);
    await user.click(day!);
    await user.keyboard('31122030');
    await user.click(within(form).getByRole('button', { name: 'Update Recurring Invoice' }));

    expect(await screen.findByText('Failed to save recurring invoice')).toBeInTheDocument();
    const error = await within(form).findByText(message);
    expect(error.closest('.ui-DatePicker')).toHaveTextContent(/^End date/);
    expect(dialog('Edit Recurring Invoice')).toBeInTheDocument();
  });

  it('pauses and resumes a schedule', async () => {
    const db = createMockDb();
    const { retainer } = fixtures(db);
    const { user } = renderScreen(<RecurringInvoicesScreen />, { db });
    await screen.findByRole('heading', { name: 'All Recurring Invoices (2)' });

    await user.click(within(rowOf(retainer.client)).getByRole('button', { name: /^Pause:/ }));
    expect(await screen.findByText('Recurring invoice paused')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(retainer.client)).getByText('Paused')).toBeInTheDocument(),
    );
    expect(db.recurringInvoices.find((r) => r.id === retainer.row.id)?.paused).toBe(true);

    await user.click(within(rowOf(retainer.client)).getByRole('button', { name: /^Resume:/ }));
    expect(await screen.findByText('Recurring invoice resumed')).toBeInTheDocument();
    const stored = db.recurringInvoices.find((r) => r.id === retainer.row.id)!;
    expect(stored.paused).toBe(false);
    // Resumed from today: the next date is today's period or a later one.
    const next = nextPeriodDate(stored, {
      today: db.today,
      madePeriods: stored.madePeriods,
      skipBefore: db.today,
    });
    await waitFor(() =>
      expect(
        within(rowOf(retainer.client)).getByText(formatDisplayDate(next!)),
      ).toBeInTheDocument(),
    );
    expect(within(rowOf(retainer.client)).queryByText('Paused')).not.toBeInTheDocument();
  });

  it('deletes a schedule after a confirmation that the invoices it made stay', async () => {
    const db = createMockDb();
    const { hosting } = fixtures(db);
    const invoices = db.invoices.length;
    const { user } = renderScreen(<RecurringInvoicesScreen />, { db });
    await screen.findByRole('heading', { name: 'All Recurring Invoices (2)' });

    await user.click(within(rowOf(hosting.client)).getByRole('button', { name: /^Delete:/ }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete Recurring Invoice' });
    expect(
      within(confirm).getByText(
        `Delete the yearly recurring invoice for ${hosting.client}? No more invoices will be made from it. The invoices it has made stay.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(db.recurringInvoices).toHaveLength(2);

    await user.click(within(rowOf(hosting.client)).getByRole('button', { name: /^Delete:/ }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete Recurring Invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recurring invoice deleted successfully')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'All Recurring Invoices (1)' });
    expect(db.recurringInvoices.some((r) => r.id === hosting.row.id)).toBe(false);
    expect(db.invoices).toHaveLength(invoices);
  });
});
