import {
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  composeRenderProps,
} from 'react-aria-components';
import type {
  ListBoxItemProps as RACListBoxItemProps,
  ListBoxProps as RACListBoxProps,
} from 'react-aria-components';
import { composeClassName } from '../internal/composeClassName';
import { CheckIcon } from '../Icon';
import './ListBox.css';

/** One choice of a Select, ComboBox or ListBox. */
export type ListOption = {
  id: string;
  label: string;
  /** Secondary line under the label. */
  description?: string;
  isDisabled?: boolean;
};

export type ListBoxProps<T extends object> = RACListBoxProps<T>;

/** A list of choices (inside popovers, or standalone). */
export function ListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return <RACListBox {...props} className={composeClassName('ui-ListBox', className)} />;
}

export interface ListBoxItemProps extends RACListBoxItemProps<ListOption> {
  description?: string;
}

/** A choice with a check mark when selected. */
export function ListBoxItem({ className, children, description, ...props }: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue}
      className={composeClassName('ui-ListBoxItem', className)}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className="ui-ListBoxItem-check" aria-hidden="true">
            {isSelected ? <CheckIcon size={14} /> : null}
          </span>
          {/* No label/description slots: the whole visible text is the option's name (WCAG 2.5.3). */}
          <span className="ui-ListBoxItem-text">
            <span className="ui-ListBoxItem-label">{content}</span>
            {description ? ' ' : null}
            {description ? <span className="ui-ListBoxItem-description">{description}</span> : null}
          </span>
        </>
      ))}
    </RACListBoxItem>
  );
}

/** Renders a ListOption as an item; pass to a collection's children. */
export function renderListOption(option: ListOption) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      description={option.description}
      isDisabled={option.isDisabled}
    >
      {option.label}
    </ListBoxItem>
  );
}
