import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components';
import type { Key, Placement } from 'react-aria-components';
import { MoreHorizontalIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Popover } from '../Popover';
import './DropdownMenu.css';

/** One entry of a dropdown menu. */
export type DropdownMenuItem = {
  id: string;
  label: string;
  icon?: ReactNode;
  /** 'destructive' paints it red (Delete). */
  variant?: 'default' | 'destructive';
  isDisabled?: boolean;
  /** Makes the item a link, navigated through the app's RouterProvider. */
  href?: string;
  /** Runs when the item is chosen. */
  onAction?: () => void;
};

/** Props of a menu opened from a button (by default a '...' icon button). */
export type DropdownMenuProps = {
  /** Accessible name of the default trigger, e.g. 'Actions for INV-0001'. */
  'aria-label': string;
  items: DropdownMenuItem[];
  /** A custom trigger, e.g. a labelled Button; replaces the '...' icon button. */
  trigger?: ReactNode;
  /** Called with the chosen item's id (after its own onAction). */
  onAction?: (id: string) => void;
  /** Defaults to 'bottom end'. */
  placement?: Placement;
};

/** A menu of actions (row actions in tables); arrow keys move, Escape closes. */
export function DropdownMenu({
  items,
  trigger,
  onAction,
  placement = 'bottom end',
  ...props
}: DropdownMenuProps) {
  const handleAction = (key: Key) => {
    const id = String(key);
    items.find((item) => item.id === id)?.onAction?.();
    onAction?.(id);
  };
  return (
    <MenuTrigger>
      {trigger ?? (
        <IconButton aria-label={props['aria-label']} size="sm">
          <MoreHorizontalIcon />
        </IconButton>
      )}
      <Popover placement={placement} className="ui-DropdownMenu-popover">
        <Menu className="ui-Menu" onAction={handleAction} aria-label={props['aria-label']}>
          {items.map((item) => (
            <MenuItem
              key={item.id}
              id={item.id}
              href={item.href}
              textValue={item.label}
              isDisabled={item.isDisabled}
              data-variant={item.variant ?? 'default'}
              className="ui-MenuItem"
            >
              {item.icon ? (
                <span className="ui-MenuItem-icon" aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              <span className="ui-MenuItem-label">{item.label}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
