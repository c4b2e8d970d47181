import { RadioButton, RadioField, RadioGroup as RACRadioGroup } from 'react-aria-components';
import type { RadioFieldProps, RadioGroupProps as RACRadioGroupProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { composeClassName } from '../internal/composeClassName';
import { FieldParts } from '../Field';
import type { FieldBaseProps } from '../Field';
import type { ListOption } from '../ListBox';
import './RadioGroup.css';

/** Props of one radio option. */
export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  children?: ReactNode;
}

/** One option inside a RadioGroup. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={composeClassName('ui-Radio', className)}>
      <RadioButton className="ui-Radio-button">
        <span className="ui-Radio-circle" aria-hidden="true" />
        <span className="ui-Radio-label">{children}</span>
      </RadioButton>
    </RadioField>
  );
}

/** Props of a group of mutually exclusive options. Give `items` or `<Radio>` children. */
export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldBaseProps {
  /** Options as data; rendered as Radios in order. */
  items?: ListOption[];
  children?: ReactNode;
}

/** A labelled set of radio options; arrow keys move between them. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={composeClassName('ui-Field ui-RadioGroup', className)}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div className="ui-RadioGroup-items">
          {items?.map((item) => (
            <Radio key={item.id} value={item.id} isDisabled={item.isDisabled}>
              {item.label}
            </Radio>
          ))}
          {children}
        </div>
      </FieldParts>
    </RACRadioGroup>
  );
}
