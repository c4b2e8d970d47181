import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  AppShell,
  LogOutIcon,
  PoundIcon,
  SidebarNav,
  SidebarNavButton,
  SidebarNavLink,
  ThemeToggle,
} from '@crm/ui';
import { useLocation } from 'wouter';
import { RevenueReportDialog } from '../../features/dashboard';
import { GlobalSearch } from '../../features/search';
import { Brand } from '../../components/Brand';
import { isCurrent, LOWER_NAV, MAIN_NAV } from './nav-items';
import { UserBadge } from './UserBadge';
import './layout.css';

/** The frame around every signed-in screen: sidebar, top bar with search and user, content. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [isRevenueOpen, setRevenueOpen] = useState(false);

  return (
    <AppShell
      brand={<Brand />}
      navigation={
        <SidebarNav>
          {MAIN_NAV.map((item) => (
            <SidebarNavLink
              key={item.href}
              href={item.href}
              icon={item.icon}
              isActive={isCurrent(item.href, location)}
            >
              {item.label}
            </SidebarNavLink>
          ))}
        </SidebarNav>
      }
      sidebarFooter={
        <SidebarNav aria-label="More">
          <SidebarNavButton icon={<PoundIcon />} onPress={() => setRevenueOpen(true)}>
            Revenue Report
          </SidebarNavButton>
          {LOWER_NAV.map((item) => (
            <SidebarNavLink
              key={item.href}
              href={item.href}
              icon={item.icon}
              isActive={isCurrent(item.href, location)}
            >
              {item.label}
            </SidebarNavLink>
          ))}
          {/* A plain link: the server ends the session and redirects to the sign-in page. */}
          <SidebarNavLink href="/api/logout" icon={<LogOutIcon />} reloadDocument>
            Logout
          </SidebarNavLink>
        </SidebarNav>
      }
      themeToggle={<ThemeToggle />}
      topBar={
        <>
          <GlobalSearch />
          <UserBadge />
        </>
      }
    >
      {children}
      <RevenueReportDialog isOpen={isRevenueOpen} onOpenChange={setRevenueOpen} />
    </AppShell>
  );
}
