import { Dialog } from '../Dialog';
import type { DialogProps } from '../Dialog';
import { Drawer } from '../Drawer';
import { useIsMobile } from '../useMediaQuery';

/** Props of a dialog that turns into a bottom drawer on small screens. */
export type ResponsiveDialogProps = DialogProps;

/** A Dialog from 768px up, a Drawer (bottom sheet) below. */
export function ResponsiveDialog(props: ResponsiveDialogProps) {
  const isMobile = useIsMobile();
  return isMobile ? <Drawer {...props} /> : <Dialog {...props} />;
}
