import { Popover as RACPopover } from 'react-aria-components';
import type { PopoverProps as RACPopoverProps } from 'react-aria-components';
import { composeClassName } from '../internal/composeClassName';
import './Popover.css';

/** Props of the floating panel used by Select, ComboBox, DatePicker and menus. */
export type PopoverProps = RACPopoverProps;

/** A floating panel anchored to its trigger; Escape and outside clicks close it. */
export function Popover({ className, offset = 4, ...props }: PopoverProps) {
  return (
    <RACPopover {...props} offset={offset} className={composeClassName('ui-Popover', className)} />
  );
}
