import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  CheckCircleIcon,
  ConfirmDialog,
  EditIcon,
  FileTextIcon,
  IconButton,
  MailIcon,
  PoundIcon,
  RefreshIcon,
  Skeleton,
  TrashIcon,
  useToast,
} from '@crm/ui';
import {
  canMarkPaid,
  displayInvoiceStatus,
  formatDisplayDate,
  formatMoney,
  invoiceBadgeVariant,
  invoiceDocument,
  invoiceStatusLabel,
  MARK_PAID_CONFIRM,
  normaliseIdParam,
  PAYMENT_METHOD_LABELS,
  type Invoice,
  type Payment,
} from '@crm/domain';
import { useLocation } from 'wouter';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { RecordNotFound } from '../../components/RecordNotFound';
import { SalesDocumentView } from '../../components/SalesDocumentView';
import {
  InvoiceFormDialog,
  invoiceQuery,
  LatePaymentCard,
  openInvoicePdf,
  RecordPaymentDialog,
  useDeleteInvoice,
  useDeletePayment,
  useMarkInvoicePaid,
} from '../../features/invoices';
import { SendDocumentDialog } from '../../features/outbox';
import { RecurringInvoiceFormDialog } from '../../features/recurring-invoices';
import { businessLogoUrl, businessProfileQuery } from '../../features/settings';
import { useErrorToast } from '../../lib/error-toast';
import { today } from '../../lib/today';
import { HistoryCard } from '../../shared/activity';
import { clientQuery } from '../../shared/pickers';
import './invoice-detail.css';

export type InvoiceDetailScreenProps = {
  /** The id from the address; a path-like value is normalised. */
  idParam: string;
};

/** The document as the client sees it, built from the same model as the PDF. */
function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const client = useQuery(clientQuery(invoice.clientId));
  const profile = useQuery(businessProfileQuery());
  if (client.isError || profile.isError) {
    return (
      <LoadError
        message="Failed to load the invoice"
        onRetry={() => void Promise.all([client.refetch(), profile.refetch()])}
      />
    );
  }
  if (!client.data || !profile.data) {
    return <Skeleton height="32rem" aria-label="Loading the invoice" />;
  }
  const document = invoiceDocument({ ...invoice, client: client.data }, profile.data);
  const logo = profile.data.logo;
  return <SalesDocumentView document={document} logoUrl={logo ? businessLogoUrl(logo) : null} />;
}

function PaymentsCard({
  invoice,
  onRecord,
  onRemove,
}: {
  invoice: Invoice;
  onRecord: () => void;
  onRemove: (payment: Payment) => void;
}) {
  return (
    <Card
      title="Payments"
      description={`${formatMoney(invoice.amountPaid)} paid, ${formatMoney(invoice.balanceDue)} due`}
    >
      <div className="stack">
        {invoice.payments.length === 0 ? (
          <p className="invoice-detail-note">No payments recorded yet.</p>
        ) : (
          <ul className="invoice-payments" aria-label="Payments received">
            {invoice.payments.map((payment) => (
              <li key={payment.id}>
                <div>
                  <strong>{formatMoney(payment.amount)}</strong>
                  <span className="invoice-detail-note">
                    {formatDisplayDate(payment.paidOn)} · {PAYMENT_METHOD_LABELS[payment.method]}
                    {payment.reference ? ` · ${payment.reference}` : ''}
                  </span>
                </div>
                <IconButton
                  size="sm"
                  aria-label={`Remove payment of ${formatMoney(payment.amount)} on ${formatDisplayDate(payment.paidOn)}`}
                  onPress={() => onRemove(payment)}
                >
                  <TrashIcon />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
        {canMarkPaid(invoice) ? (
          <Button variant="secondary" onPress={onRecord}>
            <PoundIcon />
            Record Payment
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** /invoices/{id}: the invoice as the client sees it, its payments and what can be done. */
export function InvoiceDetailScreen({ idParam }: InvoiceDetailScreenProps) {
  const [, navigate] = useLocation();
  const id = normaliseIdParam(idParam);
  const invoice = useQuery({ ...invoiceQuery(id ?? ''), enabled: id !== null });
  const client = useQuery({
    ...clientQuery(invoice.data?.clientId ?? ''),
    enabled: invoice.data !== undefined,
  });
  const [isEditOpen, setEditOpen] = useState(false);
  const [isSending, setSending] = useState(false);
  const [isRepeating, setRepeating] = useState(false);
  const [recording, setRecording] = useState<Invoice | null>(null);
  const [removing, setRemoving] = useState<Payment | null>(null);
  const [confirm, setConfirm] = useState<'paid' | 'delete' | null>(null);
  const markPaid = useMarkInvoicePaid();
  const deletePayment = useDeletePayment();
  const deleteInvoice = useDeleteInvoice();
  const { toast } = useToast();
  const showError = useErrorToast();
  const back = () => navigate('/invoices');

  if (id === null || (invoice.isError && !invoice.data))
    return <RecordNotFound record="Invoice" backTo="Invoices" onBack={back} />;
  if (!invoice.data) {
    return (
      <div className="page" aria-busy="true">
        <Skeleton height="2.5rem" width="16rem" />
        <Skeleton height="32rem" />
      </div>
    );
  }
  const current = invoice.data;
  const status = displayInvoiceStatus(current, today());

  return (
    <div className="page">
      <PageHeader
        title={`Invoice ${current.invoiceNumber}`}
        description={`${formatMoney(current.amount)} · due ${formatDisplayDate(current.dueDate)}`}
        actions={
          <>
            <Badge variant={invoiceBadgeVariant(current, today())}>
              {invoiceStatusLabel(status)}
            </Badge>
            <Button variant="outline" onPress={() => openInvoicePdf(current.id)}>
              <FileTextIcon />
              Download PDF
            </Button>
            <Button variant="outline" onPress={() => setSending(true)}>
              <MailIcon />
              Email Invoice
            </Button>
            {canMarkPaid(current) ? (
              <Button variant="outline" onPress={() => setConfirm('paid')}>
                <CheckCircleIcon />
                Mark as Paid
              </Button>
            ) : null}
            <Button variant="outline" onPress={() => setRepeating(true)}>
              <RefreshIcon />
              Make Recurring
            </Button>
            <Button variant="outline" onPress={() => setEditOpen(true)}>
              <EditIcon />
              Edit
            </Button>
            <Button variant="destructive" onPress={() => setConfirm('delete')}>
              <TrashIcon />
              Delete
            </Button>
          </>
        }
      />
      <div className="document-page">
        <InvoiceDocument invoice={current} />
        <div className="stack">
          <PaymentsCard
            invoice={current}
            onRecord={() => setRecording(current)}
            onRemove={setRemoving}
          />
          <LatePaymentCard invoiceId={current.id} isPaid={current.status === 'paid'} />
          <HistoryCard entityId={current.id} label={`History of ${current.invoiceNumber}`} />
        </div>
      </div>
      <InvoiceFormDialog isOpen={isEditOpen} onOpenChange={setEditOpen} invoice={current} />
      <RecurringInvoiceFormDialog
        isOpen={isRepeating}
        onOpenChange={setRepeating}
        fromInvoice={current}
      />
      <RecordPaymentDialog invoice={recording} onClose={() => setRecording(null)} />
      <SendDocumentDialog
        kind="invoice"
        id={isSending ? current.id : null}
        number={current.invoiceNumber}
        clientEmail={client.data?.email ?? null}
        onClose={() => setSending(false)}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove Payment"
        message={
          removing
            ? `Remove the payment of ${formatMoney(removing.amount)} received ${formatDisplayDate(removing.paidOn)}?`
            : ''
        }
        confirmLabel="Remove Payment"
        isPending={deletePayment.isPending}
        onConfirm={() =>
          removing &&
          deletePayment.mutate(
            { id: current.id, paymentId: removing.id },
            {
              onSuccess: () => {
                toast({ title: 'Payment removed' });
                setRemoving(null);
              },
              onError: (error) => showError(error, 'Failed to remove payment'),
            },
          )
        }
      />
      <ConfirmDialog
        isOpen={confirm === 'paid'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title="Mark as Paid"
        message={MARK_PAID_CONFIRM}
        confirmLabel="Mark as Paid"
        isPending={markPaid.isPending}
        onConfirm={() =>
          markPaid.mutate(current.id, {
            onSuccess: () => {
              toast({ title: 'Invoice marked as paid' });
              setConfirm(null);
            },
            onError: (error) => showError(error, 'Failed to update invoice'),
          })
        }
      />
      <ConfirmDialog
        isOpen={confirm === 'delete'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title="Delete Invoice"
        message="Are you sure you want to delete this invoice?"
        confirmLabel="Delete"
        isPending={deleteInvoice.isPending}
        onConfirm={() =>
          deleteInvoice.mutate(current.id, {
            onSuccess: () => {
              toast({ title: 'Invoice deleted successfully' });
              back();
            },
            onError: (error) => showError(error, 'Failed to delete invoice'),
          })
        }
      />
    </div>
  );
}
