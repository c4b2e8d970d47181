import { CheckboxButton, CheckboxField } from 'react-aria-components';
import type { CheckboxFieldProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { composeClassName } from '../internal/composeClassName';
import { Description, FieldError } from '../Field';
import type { FieldBaseProps } from '../Field';
import { CheckIcon, MinusIcon } from '../Icon';
import './Checkbox.css';

/** Props of a checkbox with its label beside the box. */
export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children'>, Omit<FieldBaseProps, 'label'> {
  /** The label beside the box; without it pass `aria-label`. */
  children?: ReactNode;
}

/** A checkbox; clicking the label toggles it too. Supports the indeterminate state. */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField {...props} className={composeClassName('ui-Checkbox', className)}>
      <CheckboxButton className="ui-Checkbox-button">
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className="ui-Checkbox-box" aria-hidden="true">
              {isIndeterminate ? (
                <MinusIcon size={12} strokeWidth={3} />
              ) : isSelected ? (
                <CheckIcon size={12} strokeWidth={3} />
              ) : null}
            </span>
            {children ? <span className="ui-Checkbox-label">{children}</span> : null}
          </>
        )}
      </CheckboxButton>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
