import { TextArea as RACTextArea, TextField as RACTextField } from 'react-aria-components';
import type { TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { composeClassName } from '../internal/composeClassName';
import { FieldParts } from '../Field';
import type { FieldBaseProps } from '../Field';

/** Props of a multi-line text input with label, description and error message. */
export interface TextAreaProps
  extends Omit<RACTextFieldProps, 'children' | 'type'>, FieldBaseProps {
  placeholder?: string;
  /** Visible text rows. Defaults to 3. */
  rows?: number;
}

/** A multi-line text input (notes, descriptions, addresses). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField {...props} className={composeClassName('ui-Field ui-TextArea', className)}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <RACTextArea className="ui-Input" placeholder={placeholder} rows={rows} />
      </FieldParts>
    </RACTextField>
  );
}
