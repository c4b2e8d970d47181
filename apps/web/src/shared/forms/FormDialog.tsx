import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, Form, ResponsiveDialog } from '@crm/ui';
import type { ResponsiveDialogProps } from '@crm/ui';

export type FormDialogProps = {
  title: string;
  /** A line under the title, e.g. what the upload is for. */
  description?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the form for screen readers, e.g. 'Edit client'. */
  formLabel: string;
  /** The submit button, e.g. 'Create Client'. */
  submitLabel: string;
  /**
   * While saving: the submit button spins and nothing closes the dialog (Escape, the close button,
   * a click outside, Cancel), so a save in flight is never abandoned half-seen.
   */
  isPending: boolean;
  /** Disables the submit button, e.g. until a file is chosen. */
  isSubmitDisabled?: boolean;
  /** Runs on submit (button or Enter); the page does not reload. */
  onSubmit: () => void;
  size?: ResponsiveDialogProps['size'];
  /** The fields. */
  children: ReactNode;
  /** Shown under the form inside the dialog, e.g. the client's Quick Actions. */
  afterForm?: ReactNode;
};

/** A form in a dialog (a drawer under 768px) with Cancel and the submit button in its footer. */
export function FormDialog({
  title,
  description,
  isOpen,
  onOpenChange,
  formLabel,
  submitLabel,
  isPending,
  isSubmitDisabled,
  onSubmit,
  size,
  children,
  afterForm,
}: FormDialogProps) {
  // The submit button sits in the dialog's footer, outside the form: it names the form by id.
  const formId = useId();
  // The corner close button has no disabled state: its close request is dropped instead.
  const changeOpen = (next: boolean) => {
    if (!next && isPending) return;
    onOpenChange(next);
  };
  return (
    <ResponsiveDialog
      title={title}
      description={description}
      isOpen={isOpen}
      onOpenChange={changeOpen}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      size={size}
      footer={
        <>
          <Button variant="outline" onPress={() => changeOpen(false)} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isDisabled={isSubmitDisabled} isPending={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        aria-label={formLabel}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </Form>
      {afterForm}
    </ResponsiveDialog>
  );
}
