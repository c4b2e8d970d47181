import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import './ConfirmDialog.css';

/** Props of a yes/no confirmation. */
export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** e.g. 'Delete client'. */
  title: ReactNode;
  /** e.g. 'Are you sure you want to delete this client?'. */
  message: ReactNode;
  /** Label of the confirming button. Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** 'destructive' paints the confirm button red (deletes). */
  variant?: 'default' | 'destructive';
  /** While true the confirm button spins and the dialog cannot be dismissed. */
  isPending?: boolean;
  /** Runs on confirm. The caller closes the dialog when the work is done. */
  onConfirm: () => void;
};

/** An alert dialog asking the user to confirm an action; Cancel and Escape back out. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'default',
  isPending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!isPending) onOpenChange(open);
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      hideCloseButton
      footer={
        <>
          {/* Cancel takes focus first: the safe choice for a destructive action. */}
          <Button
            variant="outline"
            onPress={() => onOpenChange(false)}
            isDisabled={isPending}
            autoFocus
          >
            {cancelLabel}
          </Button>
          <Button
            variant={variant === 'destructive' ? 'destructive' : 'primary'}
            onPress={onConfirm}
            isPending={isPending}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="ui-ConfirmDialog-message">{message}</p>
    </Dialog>
  );
}
