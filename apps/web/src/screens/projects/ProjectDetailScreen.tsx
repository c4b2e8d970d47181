import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  EditIcon,
  FileTextIcon,
  InvoiceIcon,
  MailIcon,
  Link,
  Skeleton,
  TrashIcon,
} from '@crm/ui';
import {
  displayInvoiceStatus,
  formatDisplayDate,
  formatMoney,
  invoiceBadgeVariant,
  invoiceDetailPath,
  invoiceStatusLabel,
  normaliseIdParam,
  quoteDocument,
  canInvoiceQuote,
  quoteValidUntil,
  todayInLondon,
  type Project,
} from '@crm/domain';
import { useLocation } from 'wouter';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { RecordNotFound } from '../../components/RecordNotFound';
import { SalesDocumentView } from '../../components/SalesDocumentView';
import {
  DeleteProjectDialog,
  InvoiceQuoteDialog,
  openQuotePdf,
  ProjectFormDialog,
  projectQuery,
  ProjectStatusBadge,
} from '../../features/projects';
import { SendDocumentDialog } from '../../features/outbox';
import { businessLogoUrl, businessProfileQuery } from '../../features/settings';
import { today } from '../../lib/today';
import { HistoryCard } from '../../shared/activity';
import { clientQuery } from '../../shared/pickers';
import { projectInvoicesQuery } from '../../shared/queries';
import { useVatSettings } from '../../shared/vat';

export type ProjectDetailScreenProps = {
  /** The id from the address; a path-like value is normalised. */
  idParam: string;
};

/** The quote as the client sees it, built from the same model as its PDF. */
function QuoteDocument({ project }: { project: Project }) {
  const client = useQuery(clientQuery(project.clientId));
  const profile = useQuery(businessProfileQuery());
  // A price-only quote shows the VAT its invoice will add, at Settings › VAT's default.
  const vat = useVatSettings();
  if (client.isError || profile.isError) {
    return (
      <LoadError
        message="Failed to load the quote"
        onRetry={() => void Promise.all([client.refetch(), profile.refetch()])}
      />
    );
  }
  if (!client.data || !profile.data) {
    return <Skeleton height="32rem" aria-label="Loading the quote" />;
  }
  const quoteDate = todayInLondon(new Date(project.createdAt));
  const document = quoteDocument(
    {
      ...project,
      quoteNumber: project.quoteNumber ?? 'Quote',
      quoteDate,
      validUntil: quoteValidUntil(project.validUntil, {
        today: quoteDate,
        quoteValidityDays: profile.data.quoteValidityDays,
      }),
      client: client.data,
      defaultVatRate: vat.defaultRate,
    },
    profile.data,
  );
  const logo = profile.data.logo;
  return <SalesDocumentView document={document} logoUrl={logo ? businessLogoUrl(logo) : null} />;
}

/** The invoices made from this quote, each opening its page. */
function QuoteInvoicesCard({ project }: { project: Project }) {
  const invoices = useQuery(projectInvoicesQuery(project.id));
  const made = invoices.data?.invoices ?? [];
  return (
    <Card title="Invoices" description="Invoices made from this quote">
      {invoices.isPending ? (
        <Skeleton height="3rem" aria-label="Loading the invoices" />
      ) : made.length === 0 ? (
        <p className="document-page-note">Not invoiced yet.</p>
      ) : (
        <ul className="document-page-list" aria-label="Invoices made from this quote">
          {made.map((invoice) => (
            <li key={invoice.id}>
              <Link href={invoiceDetailPath(invoice.id)}>{invoice.invoiceNumber}</Link>
              <span className="document-page-note">
                {formatMoney(invoice.amount)} · {formatDisplayDate(invoice.invoiceDate)}
              </span>
              <Badge variant={invoiceBadgeVariant(invoice, today())}>
                {invoiceStatusLabel(displayInvoiceStatus(invoice, today()))}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /projects/{id}: the project's quote as the client sees it, its invoices and what can be done. */
export function ProjectDetailScreen({ idParam }: ProjectDetailScreenProps) {
  const [, navigate] = useLocation();
  const id = normaliseIdParam(idParam);
  const project = useQuery({ ...projectQuery(id ?? ''), enabled: id !== null });
  const client = useQuery({
    ...clientQuery(project.data?.clientId ?? ''),
    enabled: project.data !== undefined,
  });
  const [isEditOpen, setEditOpen] = useState(false);
  const [isSending, setSending] = useState(false);
  const [invoicing, setInvoicing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const back = () => navigate('/projects');

  if (id === null || (project.isError && !project.data))
    return <RecordNotFound record="Project" backTo="Projects" onBack={back} />;
  if (!project.data) {
    return (
      <div className="page" aria-busy="true">
        <Skeleton height="2.5rem" width="16rem" />
        <Skeleton height="32rem" />
      </div>
    );
  }
  const current = project.data;
  const priced = canInvoiceQuote(current);

  return (
    <div className="page">
      <PageHeader
        title={current.projectName}
        description={[
          current.quoteNumber ? `Quote ${current.quoteNumber}` : 'Quote',
          current.price ? formatMoney(current.price) : null,
          current.validUntil ? `valid until ${formatDisplayDate(current.validUntil)}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <>
            <ProjectStatusBadge status={current.status} />
            <Button variant="outline" onPress={() => openQuotePdf(current.id)}>
              <FileTextIcon />
              Download PDF
            </Button>
            <Button variant="outline" onPress={() => setSending(true)}>
              <MailIcon />
              Email Quote
            </Button>
            {priced ? (
              <Button variant="outline" onPress={() => setInvoicing(current)}>
                <InvoiceIcon />
                Convert to Invoice
              </Button>
            ) : null}
            <Button variant="outline" onPress={() => setEditOpen(true)}>
              <EditIcon />
              Edit
            </Button>
            <Button variant="destructive" onPress={() => setDeleting(current)}>
              <TrashIcon />
              Delete
            </Button>
          </>
        }
      />
      <div className="document-page">
        <QuoteDocument project={current} />
        <div className="stack">
          <QuoteInvoicesCard project={current} />
          <HistoryCard entityId={current.id} label={`History of ${current.projectName}`} />
        </div>
      </div>
      <ProjectFormDialog isOpen={isEditOpen} onOpenChange={setEditOpen} project={current} />
      <InvoiceQuoteDialog project={invoicing} onClose={() => setInvoicing(null)} />
      <SendDocumentDialog
        kind="quote"
        id={isSending ? current.id : null}
        number={current.quoteNumber ?? current.projectName}
        clientEmail={client.data?.email ?? null}
        onClose={() => setSending(false)}
      />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} onDeleted={back} />
    </div>
  );
}
