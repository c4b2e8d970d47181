import { Input, TextField as RACTextField } from 'react-aria-components';
import type { TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { composeClassName } from '../internal/composeClassName';
import { FieldParts } from '../Field';
import type { FieldBaseProps } from '../Field';

/** Props of a single-line text input with label, description and error message. */
export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldBaseProps {
  /** Greyed hint shown while empty. */
  placeholder?: string;
}

/** A single-line text input (text, email, tel, password, url). */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={composeClassName('ui-Field ui-TextField', className)}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Input className="ui-Input" placeholder={placeholder} />
      </FieldParts>
    </RACTextField>
  );
}
