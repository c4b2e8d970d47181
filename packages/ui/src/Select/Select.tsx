import { Button as RACButton, Select as RACSelect, SelectValue } from 'react-aria-components';
import type { SelectProps as RACSelectProps } from 'react-aria-components';
import { composeClassName } from '../internal/composeClassName';
import { FieldParts } from '../Field';
import type { FieldBaseProps } from '../Field';
import { ChevronDownIcon } from '../Icon';
import { ListBox, renderListOption } from '../ListBox';
import type { ListOption } from '../ListBox';
import { Popover } from '../Popover';
import './Select.css';

/** Props of a single-choice dropdown. The value is the chosen option's `id`. */
export interface SelectProps
  extends
    Omit<RACSelectProps<ListOption, 'single'>, 'children' | 'items' | 'selectionMode'>,
    FieldBaseProps {
  /** The choices, e.g. `[{ id: 'all', label: 'All Statuses' }, ...]`. */
  items: ListOption[];
  /** Shown while nothing is chosen. Defaults to 'Select...'. */
  placeholder?: string;
}

/** A dropdown to pick one option from a short list (statuses, filters, types). */
export function Select({
  label,
  description,
  errorMessage,
  items,
  placeholder = 'Select...',
  className,
  ...props
}: SelectProps) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      className={composeClassName('ui-Field ui-Select', className)}
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <RACButton className="ui-Select-trigger">
          <SelectValue className="ui-Select-value" />
          <ChevronDownIcon className="ui-Select-chevron" />
        </RACButton>
      </FieldParts>
      <Popover className="ui-Select-popover">
        <ListBox items={items}>{renderListOption}</ListBox>
      </Popover>
    </RACSelect>
  );
}
