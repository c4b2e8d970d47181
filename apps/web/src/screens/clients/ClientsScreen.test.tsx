import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb, emptyDb } from '@crm/mocks';
import { ClientsScreen } from './ClientsScreen';
import { renderScreen } from '../../test/render-screen';

// Role queries over twenty cards are slow in jsdom: cards and buttons are found by their labels.
const card = (name: string) => screen.getByLabelText(name, { selector: 'article' });
const findCard = (name: string) => screen.findByLabelText(name, { selector: 'article' });
const button = (name: string) => screen.findByLabelText(name, { selector: 'button' });

type User = ReturnType<typeof renderScreen>['user'];

/** Types a whole value at once: per-key typing re-renders big forms dozens of times in jsdom. */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

// Whole screens on a shared CI machine: allow well over the default per test.
describe('Clients list', { timeout: 60_000 }, () => {
  it('shows the first page of client cards with their details', async () => {
    const db = createMockDb();
    renderScreen(<ClientsScreen />, { db });
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(await screen.findByText(`All Clients (${db.clients.length})`)).toBeInTheDocument();
    expect(document.querySelectorAll('article')).toHaveLength(20);

    const bennett = card('Bennett & Sons Joinery');
    expect(within(bennett).getByText('Oliver Bennett')).toBeInTheDocument();
    expect(
      within(bennett).getByRole('link', { name: 'oliver@bennettjoinery.co.uk' }),
    ).toHaveAttribute('href', 'mailto:oliver@bennettjoinery.co.uk');
    expect(within(bennett).getByText('14 Mill Lane, Harrogate HG1 2AB')).toBeInTheDocument();
    expect(within(bennett).getByText('retainer')).toBeInTheDocument();
    expect(within(bennett).getByText('web')).toBeInTheDocument();
    for (const name of ['View Details', 'Edit', 'Delete', 'Create Quote', 'Create Invoice']) {
      expect(
        within(bennett).getByRole('button', { name: new RegExp(`^${name}`) }),
      ).toBeInTheDocument();
    }

    // No business name: the name is the title, no contact line; no address: N/A.
    const emily = card('Emily Wright');
    expect(within(emily).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    const { user } = renderScreen(<ClientsScreen />);
    await findCard('Bennett & Sons Joinery');
    await user.click(screen.getByText('Next'));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(12));
    expect(
      screen.queryByLabelText('Bennett & Sons Joinery', { selector: 'article' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Next').closest('button')).toBeDisabled();
  });

  it("says 'Page 1 of 50+' and '1,000+' when a search matches past the count's cap", async () => {
    const db = createMockDb();
    const model = db.clients[0]!;
    for (let n = 0; n < 1005; n += 1) {
      db.clients.push({ ...model, id: db.newId(), name: `Hawthorn ${n}`, businessName: null });
    }
    const { user } = renderScreen(<ClientsScreen />, { db });
    // Unfiltered, the total is a kept count: exact.
    expect(await screen.findByText(`All Clients (${db.clients.length})`)).toBeInTheDocument();
    await user.click(screen.getByPlaceholderText('Search clients...'));
    await user.paste('hawthorn');
    expect(await screen.findByText('All Clients (1,000+)')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 50+')).toBeInTheDocument();
    expect(screen.getByText('Next').closest('button')).toBeEnabled();
  });

  it('searches from page 1 and says when nothing matches', async () => {
    const { user } = renderScreen(<ClientsScreen />);
    await findCard('Bennett & Sons Joinery');
    await user.click(screen.getByText('Next'));
    await screen.findByText('Page 2 of 2');

    await user.click(screen.getByPlaceholderText('Search clients...'));
    await user.paste('florist');
    expect(await screen.findByText('All Clients (1)')).toBeInTheDocument();
    expect(card('Hughes Florists')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Clients pages' })).not.toBeInTheDocument();

    await user.paste('zzz');
    expect(await screen.findByText('No clients found matching your search.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Your First Client' })).not.toBeInTheDocument();
  });

  it('invites the first client when there are none', async () => {
    const { user } = renderScreen(<ClientsScreen />, { db: emptyDb() });
    expect(await screen.findByText('No clients yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Client' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Client' })).toBeInTheDocument();
  });

  it('adds a client after checking the name, trimming and nulling the other fields', async () => {
    const db = emptyDb();
    const { user } = renderScreen(<ClientsScreen />, { db });
    await screen.findByText('No clients yet.');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Client' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');

    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
    expect(await within(dialog).findByText('Client name is required')).toBeInTheDocument();
    expect(db.clients).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), '  Nora Quinn  ');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Business Name' }),
      'Quinn Ceramics',
    );
    await fill(user, within(dialog).getByRole('textbox', { name: 'Tags' }), 'pottery, shop');
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));

    expect(await screen.findByText('Client created successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add New Client' })).not.toBeInTheDocument(),
    );
    expect(await findCard('Quinn Ceramics')).toBeInTheDocument();
    expect(db.clients[0]).toMatchObject({
      name: 'Nora Quinn',
      businessName: 'Quinn Ceramics',
      email: null,
      phone: null,
      tags: 'pottery, shop',
    });
  });

  it('switches late payment claims on for a business client only', async () => {
    const db = emptyDb();
    const { user } = renderScreen(<ClientsScreen />, { db });
    await screen.findByText('No clients yet.');
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Client' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Pat Person');
    await user.click(within(dialog).getByRole('checkbox', { name: /statutory late payment/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
    expect(
      await within(dialog).findByText(
        'Statutory late payment claims apply to business clients only: add the business name',
      ),
    ).toBeInTheDocument();
    expect(db.clients).toHaveLength(0);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Business Name' }), 'Pat Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
    expect(await screen.findByText('Client created successfully')).toBeInTheDocument();
    expect(db.clients[0]).toMatchObject({ businessName: 'Pat Ltd', latePaymentClaims: true });
  });

  it('edits a client and offers Quick Actions', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<ClientsScreen />, { db });
    await user.click(await button('Edit Bennett & Sons Joinery'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Oliver Bennett');
    expect(within(dialog).getByRole('button', { name: 'Create Quote' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Invoice' })).toBeInTheDocument();

    await user.clear(phone);
    await fill(user, phone, '01423 555 010');
    await user.click(within(dialog).getByRole('button', { name: 'Update Client' }));
    expect(await screen.findByText('Client updated successfully')).toBeInTheDocument();
    expect(db.clients.find((c) => c.name === 'Oliver Bennett')?.phone).toBe('01423 555 010');
  });

  it('creates a quote for a client from its card', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<ClientsScreen />, { db });
    await user.click(await button('Create Quote for Hughes Florists'));
    const dialog = await screen.findByRole('dialog', { name: 'Create Quote for Hughes Florists' });
    expect(await within(dialog).findByDisplayValue('Hughes Florists')).toBeInTheDocument();
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /^Project Name/ }),
      'Wedding flowers microsite',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Quote created successfully')).toBeInTheDocument();
    const created = db.projects.find((p) => p.projectName === 'Wedding flowers microsite');
    expect(created).toMatchObject({
      status: 'lead',
      clientId: db.clients.find((c) => c.name === 'Amelia Hughes')?.id,
    });
  });

  it('deletes a client after a confirmation naming what goes with it', async () => {
    const db = createMockDb();
    const bennett = db.clients.find((c) => c.name === 'Oliver Bennett')!;
    const count = (rows: { clientId: string | null }[]) =>
      rows.filter((r) => r.clientId === bennett.id).length;
    const projects = count(db.projects);
    const tasks = count(db.tasks);
    const { user } = renderScreen(<ClientsScreen />, { db });

    await user.click(await button('Delete Bennett & Sons Joinery'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Client' });
    expect(
      within(confirm).getByText(/Are you sure you want to delete this client\?/),
    ).toBeInTheDocument();
    expect(
      await within(confirm).findByText(
        new RegExp(`This also deletes ${projects} projects, .*${tasks} tasks`),
      ),
    ).toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Client deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText(`All Clients (${db.clients.length})`)).toBeInTheDocument();
    expect(
      screen.queryByLabelText('Bennett & Sons Joinery', { selector: 'article' }),
    ).not.toBeInTheDocument();
    expect(db.projects.some((p) => p.clientId === bennett.id)).toBe(false);
  });

  it('keeps the dialog open and says so when saving fails', async () => {
    const { user } = renderScreen(<ClientsScreen />, {
      db: emptyDb(),
      handlers: [
        http.post('http://localhost/api/clients', () =>
          HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Your First Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Client' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Nora Quinn');
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
    expect(await screen.findByText('Failed to save client')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Client' })).toBeInTheDocument();
  });

  it('says so when the clients cannot be loaded', async () => {
    renderScreen(<ClientsScreen />, {
      handlers: [
        http.get('http://localhost/api/clients', () =>
          HttpResponse.json({ message: 'Down' }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByText('Failed to fetch clients')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
