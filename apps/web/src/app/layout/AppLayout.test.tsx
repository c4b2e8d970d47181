import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMockDb, emptyDb } from '@crm/mocks';
import { formatMoney, sumMoney } from '@crm/domain';
import { AppLayout } from './AppLayout';
import { renderScreen } from '../../test/render-screen';

function renderLayout(path = '/', db = createMockDb()) {
  return renderScreen(
    <AppLayout>
      <p>Page content</p>
    </AppLayout>,
    { path, db },
  );
}

describe('AppLayout', () => {
  it('links every area from the sidebar and marks the current one', async () => {
    renderLayout('/clients/abc');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/clients',
      '/projects',
      '/domains',
      '/invoices',
      '/expenses',
      '/files',
      '/outbox',
    ]);
    expect(within(main).getByRole('link', { name: 'Clients' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const more = screen.getByRole('navigation', { name: 'More' });
    expect(within(more).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(within(more).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(more).getByRole('link', { name: 'Logout' })).toHaveAttribute(
      'href',
      '/api/logout',
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it("shows the signed-in user's name, initials and email as a mailto link", async () => {
    const db = createMockDb();
    renderLayout('/', db);
    const user = db.account!.user;
    expect(await screen.findByText(`${user.firstName} ${user.lastName}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: user.email! })).toHaveAttribute(
      'href',
      `mailto:${user.email}`,
    );
    expect(
      screen.getByRole('img', { name: `${user.firstName} ${user.lastName}` }),
    ).toHaveTextContent('SM');
  });

  it('shows the default admin email when the user has none', async () => {
    const db = createMockDb();
    db.account!.user.email = null;
    renderLayout('/', db);
    expect(await screen.findByRole('link', { name: 'admin@example.com' })).toHaveAttribute(
      'href',
      'mailto:admin@example.com',
    );
  });

  it('opens the Total Revenue modal with the real revenue of paid invoices, and closes it', async () => {
    const db = createMockDb();
    const { user } = renderLayout('/', db);
    await user.click(screen.getByRole('button', { name: 'Revenue Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Total Revenue' });
    const paid = sumMoney(db.invoices.filter((i) => i.status === 'paid').map((i) => i.amount));
    expect(await within(dialog).findByText(formatMoney(paid))).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows £0.00 total revenue with no invoices', async () => {
    const { user } = renderLayout('/', emptyDb());
    await user.click(screen.getByRole('button', { name: 'Revenue Report' }));
    expect(await screen.findByText('£0.00')).toBeInTheDocument();
  });

  it('toggles dark mode on the document and remembers it', async () => {
    const { user } = renderLayout();
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
