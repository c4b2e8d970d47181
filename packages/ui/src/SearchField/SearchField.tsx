import { Input, SearchField as RACSearchField } from 'react-aria-components';
import type { SearchFieldProps as RACSearchFieldProps } from 'react-aria-components';
import { composeClassName } from '../internal/composeClassName';
import { FieldGroup, FieldParts } from '../Field';
import type { FieldBaseProps } from '../Field';
import { CloseIcon, SearchIcon } from '../Icon';
import { IconButton } from '../IconButton';
import './SearchField.css';

/** Props of a search box with a clear button. Escape also clears it. */
export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'>, FieldBaseProps {
  /** e.g. 'Search clients...'. */
  placeholder?: string;
}

/** A search input with a magnifier icon and a clear button shown once there is text. */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={composeClassName('ui-Field ui-SearchField', className)}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <FieldGroup className="ui-SearchField-group">
          <SearchIcon className="ui-SearchField-icon" />
          <Input className="ui-Input" placeholder={placeholder} />
          <IconButton aria-label="Clear search" size="sm" className="ui-SearchField-clear">
            <CloseIcon size={14} />
          </IconButton>
        </FieldGroup>
      </FieldParts>
    </RACSearchField>
  );
}
