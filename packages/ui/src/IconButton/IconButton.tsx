import type { ReactNode } from 'react';
import { composeClassName } from '../internal/composeClassName';
import { Button } from '../Button';
import type { ButtonProps, ButtonVariant } from '../Button';
import './IconButton.css';

/** Props of a square button holding only an icon. The accessible name is required. */
export interface IconButtonProps extends Omit<ButtonProps, 'size' | 'children' | 'variant'> {
  /** What the button does, read by screen readers (the icon is decorative). */
  'aria-label': string;
  /** The icon to show, e.g. `<TrashIcon />`. */
  children: ReactNode;
  /** Visual style. Defaults to 'ghost'. */
  variant?: ButtonVariant;
  /** 'sm' is 32px square, 'md' 36px. Defaults to 'md'. */
  size?: 'sm' | 'md';
}

/** A square icon-only button. */
export function IconButton({
  variant = 'ghost',
  size = 'md',
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <Button
      {...props}
      variant={variant}
      size="icon"
      data-icon-size={size}
      className={composeClassName('ui-IconButton', className)}
    >
      {children}
    </Button>
  );
}
