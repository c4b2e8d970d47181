import type { ReactNode } from 'react';
import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import { useSidebar } from './sidebar-context';

/** Props of a list of sidebar links. */
export type SidebarNavProps = {
  /** Names the navigation landmark. Defaults to 'Main'. */
  'aria-label'?: string;
  children: ReactNode;
};

/** A navigation landmark for sidebar links. */
export function SidebarNav({ children, ...props }: SidebarNavProps) {
  return (
    <nav aria-label={props['aria-label'] ?? 'Main'} className="ui-SidebarNav">
      {children}
    </nav>
  );
}

/** Props of one sidebar link. */
export type SidebarNavLinkProps = {
  href: string;
  icon?: ReactNode;
  children: ReactNode;
  /** The app marks the link of the current route (aria-current="page"). */
  isActive?: boolean;
  /** Loads the page from the server instead of routing (e.g. /api/logout). */
  reloadDocument?: boolean;
};

/** A sidebar link with an icon and an active state; closes the small-screen sidebar. */
export function SidebarNavLink({
  href,
  icon,
  children,
  isActive = false,
  reloadDocument = false,
}: SidebarNavLinkProps) {
  const { setOpen } = useSidebar();
  const content = (
    <>
      {icon ? (
        <span className="ui-SidebarNavLink-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ui-SidebarNavLink-label">{children}</span>
    </>
  );
  if (reloadDocument) {
    return (
      <a href={href} className="ui-SidebarNavLink">
        {content}
      </a>
    );
  }
  return (
    <RACLink
      href={href}
      aria-current={isActive ? 'page' : undefined}
      data-active={isActive || undefined}
      className="ui-SidebarNavLink"
      onPress={() => setOpen(false)}
    >
      {content}
    </RACLink>
  );
}

/** Props of a sidebar entry that runs an action instead of navigating. */
export interface SidebarNavButtonProps extends Omit<RACButtonProps, 'children'> {
  icon?: ReactNode;
  children: ReactNode;
}

/** A sidebar entry styled like a link that runs an action (e.g. 'Revenue Report'). */
export function SidebarNavButton({ icon, children, onPress, ...props }: SidebarNavButtonProps) {
  const { setOpen } = useSidebar();
  return (
    <RACButton
      {...props}
      className="ui-SidebarNavLink"
      onPress={(event) => {
        setOpen(false);
        onPress?.(event);
      }}
    >
      {icon ? (
        <span className="ui-SidebarNavLink-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ui-SidebarNavLink-label">{children}</span>
    </RACButton>
  );
}
