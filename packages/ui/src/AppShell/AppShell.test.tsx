import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from './AppShell';
import { SidebarNav, SidebarNavButton, SidebarNavLink } from './SidebarNav';

function renderShell(navigate = vi.fn()) {
  render(
    <RouterProvider navigate={navigate}>
      <AppShell
        brand="CRM"
        navigation={
          <SidebarNav>
            <SidebarNavLink href="/" isActive>
              Dashboard
            </SidebarNavLink>
            <SidebarNavLink href="/clients">Clients</SidebarNavLink>
          </SidebarNav>
        }
        sidebarFooter={
          <SidebarNav aria-label="More">
            <SidebarNavButton>Revenue Report</SidebarNavButton>
            <SidebarNavLink href="/api/logout" reloadDocument>
              Logout
            </SidebarNavLink>
          </SidebarNav>
        }
        themeToggle={<span>toggle</span>}
        topBar={<span>search</span>}
      >
        <p>Page content</p>
      </AppShell>
    </RouterProvider>,
  );
  return navigate;
}

describe('AppShell', () => {
  it('renders the sidebar, top bar and content with the active link marked', () => {
    renderShell();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    expect(screen.getByText('search')).toBeInTheDocument();
    expect(screen.getByText('toggle')).toBeInTheDocument();
  });

  it('navigates app links through the router, not the browser', async () => {
    const navigate = renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Clients' }));
    expect(navigate).toHaveBeenCalledWith('/clients', undefined);
  });

  it('opens the small-screen sidebar from the menu button; the overlay closes it', async () => {
    renderShell();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByTestId('sidebar-overlay'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the sidebar and returns focus to the menu button', async () => {
    renderShell();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('following a link closes the sidebar', async () => {
    renderShell();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('link', { name: 'Clients' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
