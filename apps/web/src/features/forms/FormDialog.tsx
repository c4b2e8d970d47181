import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, Form, ResponsiveDialog } from '@crm/ui';
import type { ResponsiveDialogProps } from '@crm/ui';

export type FormDialogProps = {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the form for screen readers, e.g. 'Edit client'. */
  formLabel: string;
  /** The submit button, e.g. 'Create Client'. */
  submitLabel: string;
  /** While saving: the submit button spins, Cancel waits and Escape does not close. */
  isPending: boolean;
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
  isOpen,
  onOpenChange,
  formLabel,
  submitLabel,
  isPending,
  onSubmit,
  size,
  children,
  afterForm,
}: FormDialogProps) {
  // The submit button sits in the dialog's footer, outside the form: it names the form by id.
  const formId = useId();
  return (
    <ResponsiveDialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={isPending}
      size={size}
      footer={
        <>
          <Button variant="outline" onPress={() => onOpenChange(false)} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={isPending}>
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
