import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Card } from '../Card';
import {
  ChartIcon,
  DashboardIcon,
  FilesIcon,
  FolderIcon,
  GlobeIcon,
  InvoiceIcon,
  LogOutIcon,
  PoundIcon,
  SettingsIcon,
  UsersIcon,
  WalletIcon,
} from '../Icon';
import { MetricCard } from '../MetricCard';
import { SearchField } from '../SearchField';
import { ThemeToggle } from '../ThemeToggle';
import { AppShell } from './AppShell';
import { SidebarNav, SidebarNavButton, SidebarNavLink } from './SidebarNav';

/** `pageHeight` adds room below the cards, for a page taller than the window. */
function Shell({ active = '/', pageHeight }: { active?: string; pageHeight?: number }) {
  const link = (href: string, label: string, icon: ReactNode) => (
    <SidebarNavLink href={href} icon={icon} isActive={active === href}>
      {label}
    </SidebarNavLink>
  );
  return (
    <AppShell
      brand={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <span style={{ color: 'var(--color-primary)' }}>
            <DashboardIcon size={22} />
          </span>
          CRM
        </span>
      }
      navigation={
        <SidebarNav>
          {link('/', 'Dashboard', <DashboardIcon />)}
          {link('/clients', 'Clients', <UsersIcon />)}
          {link('/projects', 'Projects', <FolderIcon />)}
          {link('/domains', 'Domains', <GlobeIcon />)}
          {link('/invoices', 'Invoices', <InvoiceIcon />)}
          {link('/expenses', 'Expenses', <WalletIcon />)}
          {link('/files', 'Files', <FilesIcon />)}
        </SidebarNav>
      }
      sidebarFooter={
        <SidebarNav aria-label="More">
          <SidebarNavButton icon={<PoundIcon />}>Revenue Report</SidebarNavButton>
          {link('/reports', 'Reports', <ChartIcon />)}
          {link('/settings', 'Settings', <SettingsIcon />)}
          <SidebarNavLink href="/api/logout" icon={<LogOutIcon />} reloadDocument>
            Logout
          </SidebarNavLink>
        </SidebarNav>
      }
      themeToggle={<ThemeToggle />}
      topBar={
        <>
          <div style={{ flex: 1, maxWidth: 420 }}>
            <SearchField aria-label="Search" placeholder="Search clients, projects, invoices..." />
          </div>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginLeft: 'auto' }}>
            <Avatar name="Ada Lovelace" size="sm" />
            <span style={{ fontWeight: 500 }}>Ada Lovelace</span>
          </div>
        </>
      }
    >
      <h1 style={{ marginTop: 0, fontSize: 'var(--text-2xl)' }}>Dashboard</h1>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          gap: 16,
        }}
      >
        <MetricCard title="Total Clients" value="128" icon={<UsersIcon size={18} />} />
        <MetricCard title="Active Projects" value="14" icon={<FolderIcon size={18} />} />
        <MetricCard title="Domains Due" value="5" icon={<GlobeIcon size={18} />} />
        <MetricCard
          title="Unpaid Invoices"
          value="£4,320.00"
          hint="3 overdue"
          icon={<InvoiceIcon size={18} />}
        />
      </div>
      <div style={{ marginTop: 16 }}>
        <Card title="Recent Activity">No recent activity</Card>
      </div>
      {pageHeight ? <div style={{ height: pageHeight }} /> : null}
    </AppShell>
  );
}

const meta = {
  title: 'UI/AppShell',
  component: Shell,
  args: { active: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Clients' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Logout' })).toHaveAttribute(
      'href',
      '/api/logout',
    );
  },
};

export const ActiveInvoices: Story = { args: { active: '/invoices' } };

export const Catalog: Story = { args: { active: '/clients' } };

/** A page taller than the window: the sidebar runs its whole height and its links stay in view. */
export const LongPage: Story = {
  args: { pageHeight: 2000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('complementary', { name: 'Sidebar' });
    const main = canvas.getByRole('main');
    await expect(sidebar.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().bottom,
    );
    const scroller =
      canvasElement.ownerDocument.scrollingElement ?? canvasElement.ownerDocument.documentElement;
    scroller.scrollTop = scroller.scrollHeight;
    try {
      await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(1000));
      await expect(
        canvas.getByRole('link', { name: 'Dashboard' }).getBoundingClientRect().top,
      ).toBeGreaterThanOrEqual(0);
    } finally {
      scroller.scrollTop = 0;
    }
  },
};

/** Under 768px the sidebar hides behind the menu button; the overlay or Escape closes it. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    // Closed: the sidebar's links are hidden from everyone.
    await expect(canvas.queryByRole('link', { name: 'Clients' })).not.toBeInTheDocument();
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Clients' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await expect(menuButton).toHaveFocus();
  },
};
