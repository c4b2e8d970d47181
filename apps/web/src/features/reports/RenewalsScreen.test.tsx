import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { clientDisplayName } from '@crm/domain';
import { createMockDb } from '@crm/mocks';
import { RenewalsScreen } from './RenewalsScreen';
import { captureDownloads } from '../../test/capture-downloads';
import { renderScreen } from '../../test/render-screen';

const downloads = captureDownloads();

/**
 * One client, one domain: £20 a year charged for a £15 registration, monthly hosting at £10
 * that costs £12.
 */
function oneDomainDb() {
  const db = createMockDb();
  const client = db.clients[0]!;
  db.domains = db.domains.filter((d) => d.clientId === client.id).slice(0, 1);
  Object.assign(db.domains[0]!, {
    expiryDate: '2099-01-01',
    renewalPrice: '15.00',
    renewalQuotePrice: '20.00',
    emailRenewalDate: null,
    hostingRenewalDate: db.today,
    hostingRenewalPrice: '12.00',
    hostingRenewalQuotePrice: '10.00',
    renewalPeriod: '1',
  });
  return { db, client };
}

describe('Renewals', () => {
  it('lists each client’s renewal income, cost and margin for the year, with the totals', async () => {
    const { db, client } = oneDomainDb();
    renderScreen(<RenewalsScreen />, { db });
    const table = await screen.findByRole('table', { name: 'Renewals by client' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Client', 'Renewals', 'Income', 'Cost', 'Margin']);
    // A monthly renewal: twelve in the year, the registration falls outside it.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual(['12', '£120.00', '£144.00', '-£24.00 (a loss)']);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe(`/clients/${client.id}`);
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(cells(rows.at(-1)!)).toEqual(['12', '£120.00', '£144.00', '-£24.00 (a loss)']);
  });

  it('says so when nothing renews in the year', async () => {
    const db = createMockDb();
    db.domains = [];
    renderScreen(<RenewalsScreen />, { db });
    expect(
      await screen.findByText(/No renewals with a price or a cost in the next 12 months/),
    ).toBeInTheDocument();
  });

  it('answers from another day', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<RenewalsScreen />, { db });
    await screen.findByRole('table', { name: 'Renewals by client' });
    await user.type(screen.getByLabelText('From'), '2000-01-01');
    expect(await screen.findByText('1 Jan 2000 to 31 Dec 2000')).toBeInTheDocument();
  });

  it('downloads the CSV: a row per client, then the total', async () => {
    const { db, client } = oneDomainDb();
    const { user } = renderScreen(<RenewalsScreen />, { db });
    await screen.findByRole('table', { name: 'Renewals by client' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.filename).toBe(`renewals-${db.today}.csv`);
    const lines = (await downloads[0]!.blob.text()).trimEnd().split('\r\n');
    // A negative amount is quoted for spreadsheets, as the API writes it.
    expect(lines).toEqual([
      'Client,Renewals,Income,Cost,Margin',
      `${clientDisplayName(client)},12,120.00,144.00,'-24.00`,
      "Total,12,120.00,144.00,'-24.00",
    ]);
  });

  it('says so when the report cannot be loaded, and tries again', async () => {
    let failures = 1;
    const { db } = oneDomainDb();
    const { user } = renderScreen(<RenewalsScreen />, {
      db,
      handlers: [
        http.get('http://localhost/api/reports/renewals', () =>
          failures-- > 0 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
        ),
      ],
    });
    expect(await screen.findByText('Failed to load the renewals')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Renewals by client' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Renewals by client' })).toBeInTheDocument();
  });
});
