import { Button as RACButton, composeRenderProps } from 'react-aria-components';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import type { Ref } from 'react';
import { composeClassName } from '../internal/composeClassName';
import { Spinner } from '../Spinner';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

/** Props of the kit's button: every RAC Button prop plus a visual variant and size. */
export interface ButtonProps extends RACButtonProps {
  /** Visual style. Defaults to 'primary' (brand orange). */
  variant?: ButtonVariant;
  /** Height and padding. 'icon' makes a square button for a single icon. Defaults to 'md'. */
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button. While `isPending` it shows a spinner, ignores presses and stays focusable
 * so screen readers announce the progress.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeClassName('ui-Button', className)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <Spinner size="sm" label="Working" /> : null}
          {content}
        </>
      ))}
    </RACButton>
  );
}
