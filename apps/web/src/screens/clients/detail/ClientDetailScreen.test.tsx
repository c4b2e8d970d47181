import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import { ClientDetailScreen } from './ClientDetailScreen';
import { renderScreen } from '../../../test/render-screen';

function bennett(db: MockDb) {
  return db.clients.find((c) => c.name === 'Oliver Bennett')!;
}

const countOf = (db: MockDb, id: string) => ({
  projects: db.projects.filter((r) => r.clientId === id).length,
  invoices: db.invoices.filter((r) => r.clientId === id).length,
  domains: db.domains.filter((r) => r.clientId === id).length,
  tasks: db.tasks.filter((r) => r.clientId === id).length,
  documents: db.files.filter((r) => r.clientId === id).length,
});

function renderClient(db: MockDb, query = '', idParam?: string) {
  const id = bennett(db).id;
  return renderScreen(<ClientDetailScreen idParam={idParam ?? id} />, {
    db,
    path: `/clients/${idParam ?? id}${query}`,
  });
}

type User = ReturnType<typeof renderScreen>['user'];

/** Types a whole value at once: per-key typing re-renders big forms dozens of times in jsdom. */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

// Whole screens on a shared CI machine: allow well over the default per test.
describe('Client detail', { timeout: 60_000 }, () => {
  it('shows the header, the information card and tabs with counts', async () => {
    const db = createMockDb();
    const counts = countOf(db, bennett(db).id);
    renderClient(db);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bennett & Sons Joinery' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Oliver Bennett')).toBeInTheDocument();
    for (const name of ['Back to Clients', 'Upload Document', 'Create Quote', 'Edit Client']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    }
    const info = screen.getByRole('region', { name: 'Client Information' });
    expect(within(info).getByRole('link', { name: 'oliver@bennettjoinery.co.uk' })).toHaveAttribute(
      'href',
      'mailto:oliver@bennettjoinery.co.uk',
    );
    expect(within(info).getByText('14 Mill Lane, Harrogate HG1 2AB')).toBeInTheDocument();
    expect(within(info).getByText('retainer')).toBeInTheDocument();

    expect(await screen.findByRole('tab', { name: `Projects ${counts.projects}` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByRole('tab', { name: `Invoices ${counts.invoices}` }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: `Domains ${counts.domains}` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: `Tasks ${counts.tasks}` })).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: `Documents ${counts.documents}` }),
    ).toBeInTheDocument();

    const projects = await screen.findByRole('grid', { name: 'Client projects' });
    for (const name of ['Project Name', 'Status', 'Value', 'Start Date', 'Actions']) {
      expect(within(projects).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(await within(projects).findByText('Website redesign')).toBeInTheDocument();
    expect(within(projects).getByText('£3,200.00')).toBeInTheDocument();
  });

  it('keeps the tab in the address, leaving it out for projects', async () => {
    const db = createMockDb();
    const id = bennett(db).id;
    const { user, currentPath } = renderClient(db, '?tab=domains');
    expect(await screen.findByRole('tab', { name: /^Domains/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const domains = await screen.findByRole('grid', { name: 'Client domains' });
    for (const name of [
      'Domain Name',
      'Registrar',
      'Expiry Date',
      'Renewal Price',
      'Margin',
      'Actions',
    ]) {
      expect(within(domains).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(await within(domains).findByText('bennettjoinery.co.uk')).toBeInTheDocument();
    // Its quote prices (£229.98) less its costs (£162.86).
    expect(within(domains).getByText('£67.12')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Tasks/ }));
    expect(currentPath()).toBe(`/clients/${id}?tab=tasks`);
    await user.click(screen.getByRole('tab', { name: /^Projects/ }));
    expect(currentPath()).toBe(`/clients/${id}`);
  });

  it('normalises a path-like id and an unknown tab', async () => {
    const db = createMockDb();
    const id = bennett(db).id;
    const { currentPath } = renderClient(
      db,
      '?tab=nonsense',
      encodeURIComponent(`/clients/${id.toUpperCase()}/`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bennett & Sons Joinery' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(`/clients/${id}`));
  });

  it('shows Client not found with a way back', async () => {
    const db = createMockDb();
    const { user, currentPath } = renderScreen(
      <ClientDetailScreen idParam="00000000-0000-4000-8000-000000000000" />,
      {
        db,
        path: '/clients/00000000-0000-4000-8000-000000000000',
      },
    );
    expect(await screen.findByText('Client not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Clients' }));
    expect(currentPath()).toBe('/clients');
  });

  it('lists invoices with their displayed status and deletes one after confirmation', async () => {
    const db = createMockDb();
    const client = bennett(db);
    const invoice = db.invoices.find((i) => i.clientId === client.id && i.status === 'unpaid')!;
    const { user } = renderClient(db, '?tab=invoices');
    const table = await screen.findByRole('grid', { name: 'Client invoices' });
    for (const name of ['Invoice Number', 'Amount', 'Status', 'Date', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const row = (await within(table).findByText(invoice.invoiceNumber)).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('Unpaid')).toBeInTheDocument();

    await user.click(
      within(row).getByLabelText(`Delete ${invoice.invoiceNumber}`, { selector: 'button' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Invoice' });
    expect(
      within(confirm).getByText(/Are you sure you want to delete this invoice\?/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Invoice deleted successfully')).toBeInTheDocument();
    const remaining = db.invoices.filter((i) => i.clientId === client.id).length;
    expect(await screen.findByRole('tab', { name: `Invoices ${remaining}` })).toBeInTheDocument();
  });

  it('opens New Invoice for the client from the Invoices tab', async () => {
    const { user } = renderClient(createMockDb(), '?tab=invoices');
    await user.click(await screen.findByRole('button', { name: 'New Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Invoice' });
    expect(await within(dialog).findByDisplayValue('Bennett & Sons Joinery')).toBeInTheDocument();
  });

  it('opens the domain form from the Domains tab, for editing or for a new domain', async () => {
    const { user } = renderClient(createMockDb(), '?tab=domains');
    await user.click(
      await screen.findByLabelText('Edit bennettjoinery.co.uk', { selector: 'button' }),
    );
    const edit = await screen.findByRole('dialog', { name: 'Edit Domain' });
    expect(within(edit).getByDisplayValue('bennettjoinery.co.uk')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Domain' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'New Domain' }));
    const add = await screen.findByRole('dialog', { name: 'Add New Domain' });
    expect(await within(add).findByDisplayValue('Bennett & Sons Joinery')).toBeInTheDocument();
  });

  it('views a project and goes on to edit it', async () => {
    const { user } = renderClient(createMockDb());
    await user.click(await screen.findByLabelText('View Website redesign', { selector: 'button' }));
    const details = await screen.findByRole('dialog', { name: 'Website redesign' });
    expect(within(details).getByText('£3,200.00')).toBeInTheDocument();
    expect(within(details).getByText('active')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Edit Project' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Project' });
    expect(within(edit).getByRole('textbox', { name: /^Project Name/ })).toHaveValue(
      'Website redesign',
    );
  });

  it('views an invoice in the invoice form', async () => {
    const db = createMockDb();
    const invoice = db.invoices.find((i) => i.clientId === bennett(db).id)!;
    const { user } = renderClient(db, '?tab=invoices');
    await user.click(
      await screen.findByLabelText(`View ${invoice.invoiceNumber}`, { selector: 'button' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice' });
    expect(within(dialog).getByDisplayValue(invoice.invoiceNumber)).toBeInTheDocument();
  });

  it('creates a quote from the header with status lead', async () => {
    const db = createMockDb();
    const { user } = renderClient(db);
    await user.click(await screen.findByRole('button', { name: 'Create Quote' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Create Quote for Bennett & Sons Joinery',
    });
    expect(within(dialog).getByRole('button', { name: /Status/ })).toHaveTextContent('Lead');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /^Project Name/ }),
      'Showroom photography',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Quote created successfully')).toBeInTheDocument();
    const table = screen.getByRole('grid', { name: 'Client projects' });
    expect(await within(table).findByText('Showroom photography')).toBeInTheDocument();
    expect(db.projects.find((p) => p.projectName === 'Showroom photography')).toMatchObject({
      status: 'lead',
      clientId: bennett(db).id,
    });
  });

  it('edits the client from the header', async () => {
    const db = createMockDb();
    const { user } = renderClient(db);
    await user.click(await screen.findByRole('button', { name: 'Edit Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const business = within(dialog).getByRole('textbox', { name: 'Business Name' });
    await user.clear(business);
    await fill(user, business, 'Bennett Joinery Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Update Client' }));
    expect(await screen.findByText('Client updated successfully')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bennett Joinery Ltd' }),
    ).toBeInTheDocument();
  });

  it('opens documents in a new window from the Documents tab', async () => {
    const db = createMockDb();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const doc = db.files.find(
      (f) => f.clientId === bennett(db).id && f.filename === 'Brand guidelines.pdf',
    )!;
    const { user } = renderClient(db, '?tab=documents');
    const table = await screen.findByRole('grid', { name: 'Client documents' });
    for (const name of [
      'Document Name',
      'Document Type',
      'File Type',
      'Size',
      'Uploaded Date',
      'Actions',
    ]) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const row = (await within(table).findByText('Brand guidelines.pdf')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('General')).toBeInTheDocument();
    expect(within(row).getByText('PDF')).toBeInTheDocument();
    expect(within(row).getByText(`${(doc.sizeBytes / 1024).toFixed(1)} KB`)).toBeInTheDocument();
    await user.click(
      within(row).getByLabelText('Download Brand guidelines.pdf', { selector: 'button' }),
    );
    expect(open).toHaveBeenCalledWith(
      `http://localhost/api/files/download/${doc.id}`,
      '_blank',
      'noopener',
    );
    open.mockRestore();
  });

  it('shows Client not found when the client cannot be loaded', async () => {
    const db = createMockDb();
    renderScreen(<ClientDetailScreen idParam={bennett(db).id} />, {
      db,
      path: `/clients/${bennett(db).id}`,
      handlers: [
        http.get('http://localhost/api/clients/:id', () =>
          HttpResponse.json({ message: 'Down' }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByText('Client not found')).toBeInTheDocument();
  });
});
