import { Form as RACForm } from 'react-aria-components';
import type { FormProps as RACFormProps } from 'react-aria-components';
import type { HTMLAttributes } from 'react';
import { joinClassName } from '../internal/composeClassName';
import './Form.css';

/** Props of a form; fields stack with even spacing. */
export interface FormProps extends RACFormProps {
  /**
   * 'aria' (default) lets the app validate (zod) and show its own messages through each
   * field's `errorMessage`; 'native' uses the browser's constraint validation.
   */
  validationBehavior?: 'aria' | 'native';
}

/** A form. Server errors can be passed as `validationErrors` keyed by field name. */
export function Form({ className, validationBehavior = 'aria', ...props }: FormProps) {
  return (
    <RACForm
      {...props}
      validationBehavior={validationBehavior}
      className={joinClassName('ui-Form', className)}
    />
  );
}

export type FormRowProps = HTMLAttributes<HTMLDivElement>;

/** Places two or more fields side by side on wide screens, stacked on narrow ones. */
export function FormRow({ className, ...props }: FormRowProps) {
  return <div {...props} className={joinClassName('ui-FormRow', className)} />;
}

export type FormActionsProps = HTMLAttributes<HTMLDivElement>;

/** The button row at the end of a form (Cancel, Save). */
export function FormActions({ className, ...props }: FormActionsProps) {
  return <div {...props} className={joinClassName('ui-FormActions', className)} />;
}
