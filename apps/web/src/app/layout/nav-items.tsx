import type { ReactNode } from 'react';
import {
  BriefcaseIcon,
  ChartIcon,
  DashboardIcon,
  FilesIcon,
  GlobeIcon,
  InvoiceIcon,
  MailIcon,
  ReceiptIcon,
  SettingsIcon,
  UsersIcon,
} from '@crm/ui';

export type NavItem = { href: string; label: string; icon: ReactNode };

/** The sidebar's main links, in the spec's order. */
export const MAIN_NAV: readonly NavItem[] = [
  { href: '/', label: 'Dashboard', icon: <DashboardIcon /> },
  { href: '/clients', label: 'Clients', icon: <UsersIcon /> },
  { href: '/projects', label: 'Projects', icon: <BriefcaseIcon /> },
  { href: '/domains', label: 'Domains', icon: <GlobeIcon /> },
  { href: '/invoices', label: 'Invoices', icon: <InvoiceIcon /> },
  { href: '/expenses', label: 'Expenses', icon: <ReceiptIcon /> },
  { href: '/files', label: 'Files', icon: <FilesIcon /> },
  { href: '/outbox', label: 'Outbox', icon: <MailIcon /> },
];

/** The lower area's links (the Revenue Report button and Logout sit around them). */
export const LOWER_NAV: readonly NavItem[] = [
  { href: '/reports', label: 'Reports', icon: <ChartIcon /> },
  { href: '/settings', label: 'Settings', icon: <SettingsIcon /> },
];

/** A link is current on its own path and below it (/clients/123 marks Clients). */
export function isCurrent(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
