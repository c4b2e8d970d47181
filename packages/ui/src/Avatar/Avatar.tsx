import { joinClassName } from '../internal/composeClassName';
import { getInitials } from './initials';
import './Avatar.css';

/** Props of a round avatar showing a person's initials. */
export type AvatarProps = {
  /** Display name, e.g. 'Ada Lovelace' shows 'AL'. */
  name?: string | null;
  /** Used for the initial when there is no name. */
  email?: string | null;
  /** 'sm' 28px, 'md' 36px (default), 'lg' 48px. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** A circle with initials, named for screen readers by the person's name or email. */
export function Avatar({ name, email, size = 'md', className }: AvatarProps) {
  const label = name?.trim() || email?.trim() || 'User';
  return (
    <span
      role="img"
      aria-label={label}
      data-size={size}
      className={joinClassName('ui-Avatar', className)}
    >
      <span aria-hidden="true">{getInitials(name, email)}</span>
    </span>
  );
}
