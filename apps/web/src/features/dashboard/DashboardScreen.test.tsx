import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb, emptyDb } from '@crm/mocks';
import { formatMoney, sumMoney } from '@crm/domain';
import { DashboardScreen } from './DashboardScreen';
import { renderScreen } from '../../test/render-screen';

const metricValue = (title: string) =>
  within(screen.getByRole('region', { name: title })).getByText(
    (_, element) => element?.classList.contains('ui-MetricCard-value') ?? false,
  );

describe('Dashboard', () => {
  it('shows the four metrics from the API', async () => {
    const db = createMockDb();
    renderScreen(<DashboardScreen />, { db });
    expect(await screen.findByText(String(db.clients.length))).toBeInTheDocument();
    expect(metricValue('Total Clients')).toHaveTextContent(String(db.clients.length));
    expect(metricValue('Active Projects')).toHaveTextContent(
      String(db.projects.filter((p) => p.status === 'active').length),
    );
    const unpaid = sumMoney(db.invoices.filter((i) => i.status !== 'paid').map((i) => i.amount));
    expect(metricValue('Unpaid Invoices')).toHaveTextContent(formatMoney(unpaid));
    expect(
      within(screen.getByRole('region', { name: 'Unpaid Invoices' })).getByText(/\d+ overdue/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Domains Due' })).getByText('Within 30 days'),
    ).toBeInTheDocument();
  });

  it('lists unpaid invoices and upcoming renewals, with Renew Now at 7 days or fewer', async () => {
    const db = createMockDb();
    renderScreen(<DashboardScreen />, { db });
    const renewals = await screen.findByRole('grid', { name: 'Upcoming domain renewals' });
    expect(await within(renewals).findByText('bennettjoinery.co.uk')).toBeInTheDocument();
    for (const name of [
      'Domain',
      'Client',
      'Expiry Date',
      'Days Left',
      'Renewal Price',
      'Registrar',
      'Actions',
    ]) {
      expect(within(renewals).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const soon = within(renewals)
      .getByText('bennettjoinery.co.uk')
      .closest('[role="row"]') as HTMLElement;
    expect(within(soon).getByRole('button', { name: /^Renew Now/ })).toBeInTheDocument();
    expect(within(soon).getByText('3 days')).toBeInTheDocument();
    const expired = within(renewals)
      .getByText('jackthompson.me.uk')
      .closest('[role="row"]') as HTMLElement;
    expect(within(expired).getByText('Expired 5 days ago')).toBeInTheDocument();
    const later = within(renewals)
      .getByText('campbellphysio.co.uk')
      .closest('[role="row"]') as HTMLElement;
    expect(within(later).getByRole('button', { name: /^View Details/ })).toBeInTheDocument();

    const unpaid = screen.getByRole('grid', { name: 'Unpaid and overdue invoices' });
    for (const name of ['Invoice', 'Client', 'Amount', 'Due Date', 'Status', 'Actions']) {
      expect(within(unpaid).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(
      await within(unpaid).findAllByRole('button', { name: /^View Details/ }),
    ).not.toHaveLength(0);
  });

  it('goes to the domains list from Renew Now and to invoices from View All', async () => {
    const { user, currentPath } = renderScreen(<DashboardScreen />);
    const renewals = await screen.findByRole('grid', { name: 'Upcoming domain renewals' });
    await user.click(
      await within(renewals).findByRole('button', { name: /^Renew Now: bennettjoinery/ }),
    );
    expect(currentPath()).toBe('/domains');
    await user.click(screen.getByRole('link', { name: 'View All' }));
    expect(currentPath()).toBe('/invoices');
  });

  it('shows the empty texts with no data', async () => {
    renderScreen(<DashboardScreen />, { db: emptyDb() });
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    expect(await screen.findByText('No unpaid invoices')).toBeInTheDocument();
    expect(await screen.findByText('No domains registered')).toBeInTheDocument();
    expect(metricValue('Unpaid Invoices')).toHaveTextContent('£0.00');
  });

  it('shows the real recent activity', async () => {
    const db = createMockDb();
    renderScreen(<DashboardScreen />, { db });
    // While it loads: said once, and no placeholder line passes for an entry.
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByText('Loading recent activity')).toBeInTheDocument();
    expect(within(activity).queryAllByRole('listitem')).toEqual([]);
    expect(await screen.findByText(db.activity[0]!.summary)).toBeInTheDocument();
    expect(within(activity).queryByText('Loading recent activity')).toBeNull();
  });

  it('loads revenue only when Revenue Analytics is opened', async () => {
    let revenueCalls = 0;
    const db = createMockDb();
    const { user } = renderScreen(<DashboardScreen />, {
      db,
      handlers: [
        http.get('http://localhost/api/dashboard/revenue', () => {
          revenueCalls += 1;
          return HttpResponse.json({
            totalRevenue: '1250.00',
            monthlyRevenue: '250.00',
            outstandingRevenue: '99.50',
          });
        }),
      ],
    });
    await screen.findByText(String(db.clients.length));
    expect(revenueCalls).toBe(0);
    await user.click(screen.getByRole('button', { name: 'View Revenue Analytics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revenue Analytics' });
    expect(await within(dialog).findByText('£1,250.00')).toBeInTheDocument();
    expect(within(dialog).getByText('£250.00')).toBeInTheDocument();
    expect(within(dialog).getByText('£99.50')).toBeInTheDocument();
    expect(revenueCalls).toBe(1);
  });

  it('says so when the dashboard cannot load', async () => {
    const fail = () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
    renderScreen(<DashboardScreen />, {
      handlers: [
        http.get('http://localhost/api/dashboard/metrics', fail),
        http.get('http://localhost/api/dashboard/unpaid-invoices', fail),
      ],
    });
    expect(await screen.findByText('Failed to load dashboard metrics')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load unpaid invoices')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });
});
