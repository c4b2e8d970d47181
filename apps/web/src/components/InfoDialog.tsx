import { Button, ResponsiveDialog } from '@crm/ui';
import type { ResponsiveDialogProps } from '@crm/ui';

export type InfoDialogProps = Omit<ResponsiveDialogProps, 'footer'>;

/** A dialog that only shows something: its one action is Close. */
export function InfoDialog(props: InfoDialogProps) {
  return (
    <ResponsiveDialog
      {...props}
      footer={({ close }) => (
        <Button variant="outline" onPress={close}>
          Close
        </Button>
      )}
    />
  );
}
