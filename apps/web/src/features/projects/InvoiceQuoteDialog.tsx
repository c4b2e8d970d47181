import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog, useToast } from '@crm/ui';
import { clientDisplayName, formatMoney, type Project } from '@crm/domain';
import { useErrorToast } from '../../lib/error-toast';
import { projectInvoicesQuery } from '../../shared/queries';
import { useInvoiceQuote } from './projects.queries';

export type InvoiceQuoteDialogProps = {
  /** The project to invoice; the dialog is open while there is one. */
  project: Project | null;
  onClose: () => void;
};

/** The question before a quote becomes an invoice, with a warning when it already has one. */
export function InvoiceQuoteDialog({ project, onClose }: InvoiceQuoteDialogProps) {
  const invoices = useQuery({
    ...projectInvoicesQuery(project?.id ?? ''),
    enabled: project !== null,
  });
  const invoice = useInvoiceQuote();
  const { toast } = useToast();
  const showError = useErrorToast();
  const earlier = (invoices.data?.invoices ?? []).map((i) => i.invoiceNumber);
  const question = project
    ? `Create an unpaid invoice of ${formatMoney(project.price ?? '0')} for ${clientDisplayName(project.client)}?`
    : '';
  const warning =
    earlier.length > 0
      ? ` This project already has ${earlier.length === 1 ? 'an invoice' : 'invoices'}: ${earlier.join(', ')}. This makes another.`
      : '';
  return (
    <ConfirmDialog
      isOpen={project !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Create Invoice from Quote"
      message={`${question}${warning}`}
      confirmLabel={earlier.length > 0 ? 'Create Another Invoice' : 'Create Invoice'}
      isPending={invoice.isPending}
      onConfirm={() =>
        project &&
        invoice.mutate(project.id, {
          onSuccess: (created) => {
            toast({ title: `Invoice ${created.invoiceNumber} created` });
            onClose();
          },
          onError: (error) =>
            showError(error, 'Failed to create invoice', { preferServerMessage: true }),
        })
      }
    />
  );
}
