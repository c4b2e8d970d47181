import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { createMockDb } from '@crm/mocks';
import { NO_MAIL_SERVER_MESSAGE } from '@crm/domain';
import { renderScreen } from '../../test/render-screen';
import { OutboxScreen } from './OutboxScreen';
import { SendDocumentDialog } from './SendDocumentDialog';

configure({ asyncUtilTimeout: 5000 });

describe('Email and the outbox', { timeout: 60_000 }, () => {
  it('emails an invoice to its client by default and says it was kept, with no mail server', async () => {
    const db = createMockDb();
    const client = db.clients.find((c) => c.email)!;
    const invoice = db.invoices.find((i) => i.clientId === client.id)!;
    const { user } = renderScreen(
      <SendDocumentDialog
        kind="invoice"
        id={invoice.id}
        number={invoice.invoiceNumber}
        clientEmail={client.email}
        onClose={() => {}}
      />,
      { db },
    );
    const dialog = await screen.findByRole('dialog', { name: `Email ${invoice.invoiceNumber}` });
    expect(
      within(dialog).getByText(
        `Leave empty to send to ${client.email}. Separate several with commas.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Email saved in the outbox')).toBeInTheDocument();
    const made = db.outbox[0]!;
    expect(made).toMatchObject({ entityId: invoice.id, to: [client.email], status: 'not_sent' });
  });

  it('puts a bad address on the To field and sends nothing', async () => {
    const db = createMockDb();
    const invoice = db.invoices[0]!;
    const before = db.outbox.length;
    const { user } = renderScreen(
      <SendDocumentDialog
        kind="invoice"
        id={invoice.id}
        number="INV"
        clientEmail={null}
        onClose={() => {}}
      />,
      { db },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Email INV' });
    await user.type(within(dialog).getByRole('textbox', { name: /^To/ }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(
      await within(dialog).findByText(/^Please enter a valid email address/),
    ).toBeInTheDocument();
    expect(db.outbox).toHaveLength(before);
  });

  it('lists the messages with their status and filters by it', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<OutboxScreen />, { db });
    const table = await screen.findByRole('grid', { name: 'Outbox' });
    expect(await within(table).findByText(db.outbox[0]!.subject)).toBeInTheDocument();
    expect(within(table).getByText(NO_MAIL_SERVER_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Sent' }));
    await waitFor(() =>
      expect(screen.getByText('No messages with this status.')).toBeInTheDocument(),
    );
  });

  it('lists the planned reminders with when each goes, and skips one', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<OutboxScreen />, { db });
    await screen.findByRole('grid', { name: 'Outbox' });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Planned' }));
    const table = screen.getByRole('grid', { name: 'Outbox' });
    const skips = await within(table).findAllByRole('button', { name: /^Skip: Reminder: invoice/ });
    expect(within(table).getAllByText(/^Goes /).length).toBe(skips.length);
    const before = db.outbox.length;
    await user.click(skips[0]!);
    expect(await screen.findByText('Reminder skipped')).toBeInTheDocument();
    expect(db.outbox).toHaveLength(before + 1);
    expect(db.outbox[0]).toMatchObject({ status: 'skipped', kind: 'reminder' });
  });
});
