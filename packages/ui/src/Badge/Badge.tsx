import type { HTMLAttributes } from 'react';
import { joinClassName } from '../internal/composeClassName';
import './Badge.css';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success';

/** Props of a small status label. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** default (brand), secondary (grey), outline, destructive (red), success (green). */
  variant?: BadgeVariant;
}

/** A compact label for statuses, types and tags. */
export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span {...props} data-variant={variant} className={joinClassName('ui-Badge', className)} />
  );
}
