import type { AnchorHTMLAttributes } from 'react';
import { Link as RACLink } from 'react-aria-components';
import type { LinkProps as RACLinkProps } from 'react-aria-components';
import { composeClassName, joinClassName } from '../internal/composeClassName';
import './Link.css';

export type LinkVariant = 'default' | 'muted' | 'plain';

/**
 * Props of a link. An `href` inside the app is navigated by the RouterProvider the app
 * puts at its root (wouter's navigate), without a page load.
 */
export interface LinkProps extends RACLinkProps {
  /** default: brand coloured and underlined on hover; muted: grey; plain: inherits. */
  variant?: LinkVariant;
}

/** A link (RAC Link): client-side navigation for app paths, keyboard focus ring. */
export function Link({ variant = 'default', className, ...props }: LinkProps) {
  return (
    <RACLink {...props} data-variant={variant} className={composeClassName('ui-Link', className)} />
  );
}

/** Props of a link that always loads the page from the server. */
export interface DocumentLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: LinkVariant;
}

/**
 * A plain anchor that bypasses client routing: for server routes such as /api/logout,
 * downloads and mailto: links.
 */
export function DocumentLink({ variant = 'default', className, ...props }: DocumentLinkProps) {
  return <a {...props} data-variant={variant} className={joinClassName('ui-Link', className)} />;
}
