import { DialogFrame } from './DialogFrame';
import type { DialogProps } from './DialogFrame';

/** A centred modal dialog with a title, a close button, content and an optional footer. */
export function Dialog(props: DialogProps) {
  return <DialogFrame {...props} variant="dialog" />;
}
