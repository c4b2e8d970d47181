import { DialogFrame } from '../Dialog';
import type { DialogProps } from '../Dialog';
import './Drawer.css';

/** Props of the bottom sheet; the same as a Dialog's. */
export type DrawerProps = DialogProps;

/** A bottom sheet for small screens: slides up, full width, scrolls inside. */
export function Drawer(props: DrawerProps) {
  return <DialogFrame {...props} variant="drawer" />;
}
