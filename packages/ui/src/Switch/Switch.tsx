import { SwitchButton, SwitchField } from 'react-aria-components';
import type { SwitchFieldProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { composeClassName } from '../internal/composeClassName';
import { Description, FieldError } from '../Field';
import type { FieldBaseProps } from '../Field';
import './Switch.css';

/** Props of an on/off switch for settings that apply at once. */
export interface SwitchProps
  extends Omit<SwitchFieldProps, 'children'>, Omit<FieldBaseProps, 'label'> {
  /** The label beside the switch; without it pass `aria-label`. */
  children?: ReactNode;
  /** Put the label before the track (settings rows). Defaults to after. */
  labelPosition?: 'start' | 'end';
}

/** An on/off switch (dark mode, notification preferences). */
export function Switch({
  children,
  description,
  errorMessage,
  labelPosition = 'end',
  className,
  ...props
}: SwitchProps) {
  return (
    <SwitchField {...props} className={composeClassName('ui-Switch', className)}>
      <SwitchButton className="ui-Switch-button" data-label-position={labelPosition}>
        <span className="ui-Switch-track" aria-hidden="true">
          <span className="ui-Switch-handle" />
        </span>
        {children ? <span className="ui-Switch-label">{children}</span> : null}
      </SwitchButton>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </SwitchField>
  );
}
