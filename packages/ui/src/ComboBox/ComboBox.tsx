import { ComboBox as RACComboBox, Input } from 'react-aria-components';
import type { ComboBoxProps as RACComboBoxProps } from 'react-aria-components';
import { composeClassName } from '../internal/composeClassName';
import { FieldGroup, FieldParts } from '../Field';
import type { FieldBaseProps } from '../Field';
import { ChevronDownIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { ListBox, renderListOption } from '../ListBox';
import type { ListOption } from '../ListBox';
import { Popover } from '../Popover';
import { Spinner } from '../Spinner';
import './ComboBox.css';

/**
 * Props of a searchable picker. For large server-side lists pass `items` (the current
 * results), `onInputChange` (run the search) and `isLoading`; the kit does not filter them.
 */
export interface ComboBoxProps
  extends Omit<RACComboBoxProps<ListOption>, 'children' | 'selectionMode'>, FieldBaseProps {
  placeholder?: string;
  /** Shows a spinner and 'Loading...' while results are being fetched. */
  isLoading?: boolean;
  /** Shown in the open list when there are no results. Defaults to 'No results found'. */
  emptyText?: string;
}

/** A text input with a list of suggestions, filtered locally or searched on the server. */
export function ComboBox({
  label,
  description,
  errorMessage,
  placeholder,
  isLoading = false,
  emptyText = 'No results found',
  className,
  ...props
}: ComboBoxProps) {
  return (
    <RACComboBox
      allowsEmptyCollection
      {...props}
      data-loading={isLoading || undefined}
      className={composeClassName('ui-Field ui-ComboBox', className)}
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <FieldGroup className="ui-ComboBox-group">
          <Input className="ui-Input" placeholder={placeholder} />
          {isLoading ? <Spinner size="sm" label="Loading results" /> : null}
          <IconButton aria-label="Show suggestions" size="sm" className="ui-ComboBox-button">
            <ChevronDownIcon />
          </IconButton>
        </FieldGroup>
      </FieldParts>
      <Popover className="ui-ComboBox-popover">
        <ListBox<ListOption>
          renderEmptyState={() => (
            <span className="ui-ListBox-empty">{isLoading ? 'Loading...' : emptyText}</span>
          )}
        >
          {renderListOption}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
