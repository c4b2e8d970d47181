import { useRef } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { Key, ToggleButtonGroupProps } from 'react-aria-components';
import { composeClassName } from '../internal/composeClassName';
import type { ListOption } from '../ListBox';
import './SegmentedControl.css';

type Omitted =
  | 'children'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disallowEmptySelection';

/** Props of a row of buttons where exactly one is on (e.g. Type: All / Receipt / Invoice). */
export interface SegmentedControlProps extends Omit<ToggleButtonGroupProps, Omitted> {
  /** Names the group for screen readers, e.g. 'Type'. */
  'aria-label': string;
  items: ListOption[];
  /** The chosen option's id (controlled). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** 'sm' for dense filter bars. Defaults to 'md'. */
  size?: 'sm' | 'md';
}

/** Mutually exclusive toggle buttons; arrow keys move between them. */
export function SegmentedControl({
  items,
  value,
  defaultValue,
  onChange,
  size = 'md',
  className,
  ...props
}: SegmentedControlProps) {
  const toKeys = (id: string | undefined) => (id === undefined ? undefined : [id]);
  // RAC reports a press on the chosen button as a change too; only real changes go out.
  const current = useRef(value ?? defaultValue);
  if (value !== undefined) current.current = value;
  return (
    <ToggleButtonGroup
      {...props}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={toKeys(value)}
      defaultSelectedKeys={toKeys(defaultValue)}
      onSelectionChange={(keys: Set<Key>) => {
        const [first] = keys;
        if (first === undefined || String(first) === current.current) return;
        current.current = String(first);
        onChange?.(String(first));
      }}
      data-size={size}
      className={composeClassName('ui-SegmentedControl', className)}
    >
      {items.map((item) => (
        <ToggleButton
          key={item.id}
          id={item.id}
          isDisabled={item.isDisabled}
          className="ui-SegmentedControl-item"
        >
          {item.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
