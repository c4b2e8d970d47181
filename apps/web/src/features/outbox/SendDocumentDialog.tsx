import { TextArea, TextField } from '@crm/ui';
import { SendDocumentSchema } from '@crm/domain';
import { FormDialog, useFormDialog } from '../../shared/forms';
import { sendResultText } from './send-result';
import { useSendDocument } from './outbox.queries';

export type SendDocumentDialogProps = {
  /** What is sent: an invoice or a project's quote. */
  kind: 'invoice' | 'quote';
  /** The invoice's or project's id; the dialog is open while there is one. */
  id: string | null;
  /** 'INV-0001' or 'Q-0001', for the title. */
  number: string;
  /** Shown as the default recipient; null when the client has no email. */
  clientEmail: string | null;
  onClose: () => void;
};

type Values = { to: string; cc: string; subject: string; message: string };

const EMPTY: Values = { to: '', cc: '', subject: '', message: '' };

/**
 * Email a document with its PDF. Every field may stay empty: the client's email, and the
 * subject and message of the template, are used.
 */
export function SendDocumentDialog({
  kind,
  id,
  number,
  clientEmail,
  onClose,
}: SendDocumentDialogProps) {
  const dialog = {
    isOpen: id !== null,
    onOpenChange: (open: boolean) => (open ? undefined : onClose()),
  };
  const form = useFormDialog(dialog, SendDocumentSchema, () => EMPTY);
  const send = useSendDocument(kind);
  const submit = form.submit((body) =>
    id
      ? send.mutate(
          { id, body },
          form.saved({
            success: sendResultText,
            failure: 'Failed to send email',
            preferServerMessage: true,
          }),
        )
      : undefined,
  );
  const document = kind === 'invoice' ? 'invoice' : 'quote';
  return (
    <FormDialog
      {...form.dialogProps}
      title={`Email ${number}`}
      formLabel={`Email ${document} ${number}`}
      submitLabel="Send Email"
      isPending={send.isPending}
      onSubmit={submit}
      size="lg"
    >
      <TextField
        label="To"
        placeholder={clientEmail ?? 'name@example.co.uk'}
        description={
          clientEmail
            ? `Leave empty to send to ${clientEmail}. Separate several with commas.`
            : 'This client has no email address: give one or more, separated by commas.'
        }
        autoComplete="off"
        {...form.fieldProps('to')}
      />
      <TextField label="Cc" autoComplete="off" {...form.fieldProps('cc')} />
      <TextField
        label="Subject"
        placeholder={`${kind === 'invoice' ? 'Invoice' : 'Quote'} ${number} from your business`}
        description="Leave empty for the template's subject"
        autoComplete="off"
        {...form.fieldProps('subject')}
      />
      <TextArea
        label="Message"
        description={`Leave empty for the template's message. The ${document} PDF is attached.`}
        {...form.fieldProps('message')}
      />
    </FormDialog>
  );
}
