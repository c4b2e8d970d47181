export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { SidebarNav, SidebarNavLink, SidebarNavButton } from './SidebarNav';
export type { SidebarNavProps, SidebarNavLinkProps, SidebarNavButtonProps } from './SidebarNav';
export { useSidebar } from './sidebar-context';
export type { SidebarContextValue } from './sidebar-context';
