import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMockDb, emptyDb } from '@crm/mocks';
import { addDays, isExpiringWithin } from '@crm/domain';
import { renderScreen } from '../../test/render-screen';
import { DomainsScreen } from './DomainsScreen';

configure({ asyncUtilTimeout: 5000 });

/** Types a whole value in one go (one change, not one re-render of the big form per letter). */
async function fill(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

const table = () => screen.getByRole('grid', { name: 'Domains' });
const rowOf = (domain: string) =>
  within(table()).getByRole('rowheader', { name: domain }).closest('[role="row"]') as HTMLElement;

describe('Domains', { timeout: 90_000 }, () => {
  it('lists domains soonest expiry first with days left, prices and credentials', async () => {
    const db = createMockDb();
    renderScreen(<DomainsScreen />, { db });
    expect(screen.getByRole('heading', { level: 1, name: 'Domains' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: `All Domains (${db.domains.length})` }),
    ).toBeInTheDocument();
    for (const name of [
      'Domain',
      'Client',
      'Expiry Date',
      'Days Left',
      'Renewal Price',
      'Registrar',
      'Margin',
      'Credentials',
      'Actions',
    ]) {
      expect(within(table()).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('jackthompson.me.uk');
    expect(within(rowOf('jackthompson.me.uk')).getByText('Expired 5 days ago')).toBeInTheDocument();
    expect(within(rowOf('bennettjoinery.co.uk')).getByText('3 days')).toBeInTheDocument();
    expect(within(rowOf('bennettjoinery.co.uk')).getByText('£12.99')).toBeInTheDocument();
    expect(
      within(rowOf('bennettjoinery.co.uk')).getByText('Bennett & Sons Joinery'),
    ).toBeInTheDocument();
    expect(within(rowOf('woodsolicitors.co.uk')).getByText('3')).toBeInTheDocument();
    expect(within(rowOf('littlebakehouse.co.uk')).getByText('No credentials')).toBeInTheDocument();
  });

  it('shows each domain’s renewal margin: its quote prices less its costs, a loss in red', async () => {
    const db = createMockDb();
    // Hosting and email costs no longer passed on: the agency pays more than it charges.
    const florists = db.domains.find((d) => d.domainName === 'hughesflorists.co.uk')!;
    florists.emailRenewalQuotePrice = null;
    renderScreen(<DomainsScreen />, { db });
    await screen.findByRole('heading', { name: `All Domains (${db.domains.length})` });
    // £30.98 + £79.00 + £120.00 charged, less £12.99 + £59.88 + £89.99 paid.
    expect(within(rowOf('bennettjoinery.co.uk')).getByText('£67.12')).toBeInTheDocument();
    expect(within(rowOf('poppylewis.art')).getByText('£29.98')).toBeInTheDocument();
    const loss = within(rowOf('hughesflorists.co.uk')).getByText('-£53.88');
    expect(loss).toHaveClass('margin-loss');
    expect(loss).toHaveTextContent('(a loss)');
  });

  it('shows N/A as the margin of a domain with no prices, and £0.00 for prices of nothing', async () => {
    const db = createMockDb();
    const noPrices = {
      renewalPrice: null,
      renewalQuotePrice: null,
      emailRenewalPrice: null,
      emailRenewalQuotePrice: null,
      hostingRenewalPrice: null,
      hostingRenewalQuotePrice: null,
    };
    const named = (name: string) => db.domains.find((d) => d.domainName === name)!;
    Object.assign(named('littlebakehouse.co.uk'), noPrices);
    Object.assign(named('jackthompson.me.uk'), {
      ...noPrices,
      renewalPrice: '0.00',
      renewalQuotePrice: '0.00',
    });
    renderScreen(<DomainsScreen />, { db });
    await screen.findByRole('heading', { name: `All Domains (${db.domains.length})` });
    const column = within(table())
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Margin');
    const marginOf = (domain: string) =>
      rowOf(domain).querySelectorAll('[role="rowheader"], [role="gridcell"]')[column]?.textContent;
    expect(marginOf('littlebakehouse.co.uk')).toBe('N/A');
    expect(marginOf('jackthompson.me.uk')).toBe('£0.00');
  });

  it('turns on renewal invoicing for a domain, with the days before and emailing', async () => {
    const db = createMockDb();
    Object.assign(
      db.domains.find((d) => d.domainName === 'poppylewis.art')!,
      {
        renewalInvoicing: false,
        renewalInvoiceAutoSend: false,
      },
    );
    const { user } = renderScreen(<DomainsScreen />, { db });
    await screen.findByRole('heading', { name: `All Domains (${db.domains.length})` });
    await user.click(within(rowOf('poppylewis.art')).getByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Domain' });
    const invoicing = within(dialog).getByRole('switch', {
      name: 'Invoice renewals automatically',
    });
    expect(invoicing).not.toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: 'Days before renewal' })).toBeNull();
    await user.click(within(dialog).getByText('Invoice renewals automatically'));
    const days = within(dialog).getByRole('textbox', { name: 'Days before renewal' });
    expect(days).toHaveValue('30');
    // Emptied, the field is refused; out of range it is brought back to 1-365 as you leave it.
    await user.clear(days);
    await user.click(within(dialog).getByRole('button', { name: 'Update Domain' }));
    expect(
      await within(dialog).findByText('Days before renewal must be a whole number from 1 to 365'),
    ).toBeInTheDocument();
    await user.clear(days);
    await fill(user, days, '14');
    await user.click(within(dialog).getByText('Email the invoice to the client'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Domain' }));
    expect(await screen.findByText('Domain updated successfully')).toBeInTheDocument();
    expect(db.domains.find((d) => d.domainName === 'poppylewis.art')).toMatchObject({
      renewalInvoicing: true,
      renewalInvoiceDaysBefore: 14,
      renewalInvoiceAutoSend: true,
    });
  });

  it('keeps a renewal date moved on while the dialog was open, saving only what was edited', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<DomainsScreen />, { db });
    await screen.findByRole('heading', { name: `All Domains (${db.domains.length})` });
    await user.click(within(rowOf('poppylewis.art')).getByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Domain' });
    // At midnight the scheduler moves the paid renewal on, behind the open dialog.
    const stored = db.domains.find((d) => d.domainName === 'poppylewis.art')!;
    const shownDate = stored.expiryDate;
    stored.expiryDate = addDays(shownDate, 365);
    const registrar = within(dialog).getByRole('textbox', { name: 'Registrar' });
    await user.clear(registrar);
    await fill(user, registrar, 'Gandi');
    await user.click(within(dialog).getByRole('button', { name: 'Update Domain' }));
    expect(await screen.findByText('Domain updated successfully')).toBeInTheDocument();
    expect(db.domains.find((d) => d.domainName === 'poppylewis.art')).toMatchObject({
      registrar: 'Gandi',
      expiryDate: addDays(shownDate, 365),
    });
  });

  it('closes without saving when nothing was changed', async () => {
    const db = createMockDb();
    const before = structuredClone(db.domains.find((d) => d.domainName === 'poppylewis.art'));
    const activity = db.activity.length;
    const { user } = renderScreen(<DomainsScreen />, { db });
    await screen.findByRole('heading', { name: `All Domains (${db.domains.length})` });
    await user.click(within(rowOf('poppylewis.art')).getByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Domain' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Domain' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Domain' })).toBeNull());
    expect(db.domains.find((d) => d.domainName === 'poppylewis.art')).toEqual(before);
    expect(db.activity).toHaveLength(activity);
  });

  it('opens a domain whose renewals are invoiced with its own choices', async () => {
    const db = createMockDb();
    const domain = db.domains.find((d) => d.renewalInvoicing && d.renewalInvoiceAutoSend)!;
    domain.renewalInvoiceDaysBefore = 45;
    const { user } = renderScreen(<DomainsScreen />, { db });
    await screen.findByRole('heading', { name: `All Domains (${db.domains.length})` });
    await user.click(
      within(rowOf(domain.domainName)).getByRole('button', { name: `Edit: ${domain.domainName}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Domain' });
    const section = within(dialog).getByRole('group', { name: 'Renewal invoices' });
    expect(
      within(section).getByRole('switch', { name: 'Invoice renewals automatically' }),
    ).toBeChecked();
    expect(within(section).getByRole('textbox', { name: 'Days before renewal' })).toHaveValue('45');
    expect(
      within(section).getByRole('switch', { name: 'Email the invoice to the client' }),
    ).toBeChecked();
  });

  it('shows the empty texts', async () => {
    const { user } = renderScreen(<DomainsScreen />, { db: emptyDb() });
    expect(await screen.findByText('No domains yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Domain' }));
    expect(screen.getByRole('dialog', { name: 'Add New Domain' })).toBeInTheDocument();
  });

  it('says so when domains cannot be fetched', async () => {
    renderScreen(<DomainsScreen />, {
      handlers: [
        http.get('http://localhost/api/domains', () =>
          HttpResponse.json({ message: 'Down' }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findAllByText('Failed to fetch domains')).toHaveLength(2);
  });

  it('filters by expiry and by search', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<DomainsScreen />, { db });
    await screen.findByRole('heading', { name: `All Domains (${db.domains.length})` });
    await user.click(screen.getByRole('button', { name: /Expiry/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Domains', 'Expiring in 7 days', 'Expiring in 30 days', 'Expiring in 90 days']);
    await user.click(screen.getByRole('option', { name: 'Expiring in 30 days' }));
    const soon = db.domains.filter((d) => isExpiringWithin(d.expiryDate, db.today, 30));
    expect(
      await screen.findByRole('heading', { name: `All Domains (${soon.length})` }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('searchbox', { name: 'Search domains' }));
    await user.paste('nothing-like-this');
    expect(await screen.findByText('No domains found matching your filters.')).toBeInTheDocument();
  });

  it('checks the new domain form and saves the normalised name with a credential', async () => {
    const db = createMockDb();
    const before = db.domains.length;
    const { user } = renderScreen(<DomainsScreen />, { db });
    await screen.findByRole('heading', { name: `All Domains (${before})` });
    await user.click(screen.getByRole('button', { name: 'Add Domain' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Domain' });
    expect(within(dialog).getByRole('button', { name: /Renewal Period/ })).toHaveTextContent(
      '12 months',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add Domain' }));
    expect(
      within(dialog).getByText('Domain name is required and must be valid'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Client is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Expiry date is required')).toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: /^Domain Name/ });
    await fill(user, name, 'not a domain');
    await user.click(within(dialog).getByRole('button', { name: 'Add Domain' }));
    expect(
      within(dialog).getByText('Please enter a valid domain name (e.g., example.com)'),
    ).toBeInTheDocument();
    await user.clear(name);
    await fill(user, name, 'HTTPS://www.Walker-Plumbing.co.uk/contact');

    await user.type(within(dialog).getByRole('combobox', { name: /^Client/ }), 'walker');
    await user.click(await screen.findByRole('option', { name: /^Walker Plumbing/ }));
    const [day, month, year] = within(
      within(dialog).getByRole('group', { name: /^Expiry Date/ }),
    ).getAllByRole('spinbutton');
    await user.click(day!);
    await user.keyboard('15');
    await user.click(month!);
    await user.keyboard('06');
    await user.click(year!);
    await user.keyboard('2031');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Renewal Price (£)' }), '12.99');

    await user.click(within(dialog).getByRole('button', { name: 'Add Credential' }));
    const credential = within(dialog).getByRole('listitem', { name: 'Credential 1' });
    await fill(user, within(credential).getByRole('textbox', { name: 'Username' }), 'harry');
    await user.click(within(dialog).getByRole('button', { name: 'Add Domain' }));
    expect(within(credential).getByText('Password is required')).toBeInTheDocument();

    const password = within(credential).getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await fill(user, password, 'Pipe$ecret1');
    await user.click(within(credential).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(credential).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Add Domain' }));

    expect(await screen.findByText('Domain created successfully')).toBeInTheDocument();
    expect(db.domains).toHaveLength(before + 1);
    expect(db.domains.at(-1)).toMatchObject({
      domainName: 'walker-plumbing.co.uk',
      clientId: db.clients.find((c) => c.businessName === 'Walker Plumbing & Heating')?.id,
      expiryDate: '2031-06-15',
      renewalPrice: '12.99',
      renewalPeriod: '12',
      emailRenewalPrice: null,
      registrar: null,
      credentials: [
        expect.objectContaining({
          type: 'admin',
          username: 'harry',
          password: 'Pipe$ecret1',
          url: null,
        }),
      ],
    });
  });

  it('edits a domain with its own renewal period and credentials, and deletes one after confirmation', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<DomainsScreen />, { db });
    await screen.findByRole('heading', { name: `All Domains (${db.domains.length})` });
    await user.click(within(rowOf('poppylewis.art')).getByRole('button', { name: /^Edit/ }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Domain' });
    expect(within(dialog).getByRole('button', { name: /Renewal Period/ })).toHaveTextContent(
      '6 months',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(rowOf('bennettjoinery.co.uk')).getByRole('button', { name: /^Edit/ }));
    dialog = screen.getByRole('dialog', { name: 'Edit Domain' });
    expect(within(dialog).getAllByRole('listitem', { name: /^Credential/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove credential 2' }));
    const registrar = within(dialog).getByRole('textbox', { name: 'Registrar' });
    await user.clear(registrar);
    await fill(user, registrar, 'Namecheap');
    await user.click(within(dialog).getByRole('button', { name: 'Update Domain' }));
    expect(await screen.findByText('Domain updated successfully')).toBeInTheDocument();
    const saved = db.domains.find((d) => d.domainName === 'bennettjoinery.co.uk')!;
    expect(saved.registrar).toBe('Namecheap');
    expect(saved.credentials?.map((c) => c.description)).toEqual(['Registrar login']);
    expect(saved.expiryDate).toBe(addDays(db.today, 3));

    await user.click(
      within(rowOf('hughesflorists.co.uk')).getByRole('button', { name: /^Delete/ }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Domain' });
    expect(
      within(confirm).getByText('Are you sure you want to delete this domain?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Domain deleted successfully')).toBeInTheDocument();
    expect(db.domains.some((d) => d.domainName === 'hughesflorists.co.uk')).toBe(false);
  });

  it('shows the spec toast when saving fails', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<DomainsScreen />, {
      db,
      handlers: [
        http.put('http://localhost/api/domains/:id', () =>
          HttpResponse.json({ message: 'Down' }, { status: 500 }),
        ),
      ],
    });
    await screen.findByRole('heading', { name: `All Domains (${db.domains.length})` });
    await user.click(within(rowOf('poppylewis.art')).getByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Domain' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Registrar' }), ' Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Update Domain' }));
    expect(await screen.findByText('Failed to save domain')).toBeInTheDocument();
  });
});
