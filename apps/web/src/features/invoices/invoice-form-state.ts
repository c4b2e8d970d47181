import { DEFAULT_INVOICE_STATUS, defaultDueDate, toPence } from '@crm/domain';
import {
  emptyLine,
  isEmptyLine,
  lineItemsInput,
  lineValuesOf,
  type LineValues,
} from '../../shared/line-items';
import type { Invoice, InvoiceCreateInput, InvoiceStatus, Project } from '@crm/domain';

/** The "No project" choice of the project picker. */
export const NO_PROJECT_ID = 'none';

export type InvoiceFormValues = {
  invoiceNumber: string;
  clientId: string | null;
  projectId: string;
  invoiceDate: string | null;
  dueDate: string | null;
  status: InvoiceStatus;
  lineItems: LineValues[];
};

/** The form's starting values: the invoice being edited, or a new one dated today. */
export function initialInvoiceValues(options: {
  invoice?: Invoice;
  defaultClientId?: string | null;
  today: string;
}): InvoiceFormValues {
  const { invoice, defaultClientId, today } = options;
  if (invoice) {
    return {
      invoiceNumber: invoice.invoiceNumber,
      clientId: invoice.clientId,
      projectId: invoice.projectId ?? NO_PROJECT_ID,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      status: invoice.status,
      lineItems: lineValuesOf(invoice.lineItems),
    };
  }
  return {
    invoiceNumber: '',
    clientId: defaultClientId ?? null,
    projectId: NO_PROJECT_ID,
    invoiceDate: today,
    dueDate: defaultDueDate(today),
    status: DEFAULT_INVOICE_STATUS,
    lineItems: [emptyLine()],
  };
}

/** Spec: changing the client resets the project to none. */
export function changeClient(
  values: InvoiceFormValues,
  clientId: string | null,
): InvoiceFormValues {
  if (clientId === values.clientId) return values;
  return { ...values, clientId, projectId: NO_PROJECT_ID };
}

/**
 * Spec: choosing a project that has a price, while the invoice has a single empty line, fills
 * that line's description with the project name and its unit price with the price. A quote with
 * lines fills the invoice with those lines instead.
 */
export function changeProject(
  values: InvoiceFormValues,
  projectId: string,
  project:
    (Pick<Project, 'projectName' | 'price'> & Partial<Pick<Project, 'lineItems'>>) | undefined,
): InvoiceFormValues {
  const next = { ...values, projectId };
  const [only] = values.lineItems;
  if (!project?.price || values.lineItems.length !== 1 || !only || !isEmptyLine(only)) return next;
  if (project.lineItems?.length) return { ...next, lineItems: lineValuesOf(project.lineItems) };
  return {
    ...next,
    lineItems: [
      { ...only, description: project.projectName, unitPrice: toPence(project.price) / 100 },
    ],
  };
}

/** Spec: setting the invoice date while the due date is empty sets the due date 30 days later. */
export function changeInvoiceDate(
  values: InvoiceFormValues,
  invoiceDate: string | null,
): InvoiceFormValues {
  const dueDate = invoiceDate && !values.dueDate ? defaultDueDate(invoiceDate) : values.dueDate;
  return { ...values, invoiceDate, dueDate };
}

/** What the domain schema parses: blanks as the schema expects them. */
export function toInvoiceInput(values: InvoiceFormValues): InvoiceCreateInput {
  return {
    invoiceNumber: values.invoiceNumber,
    clientId: values.clientId ?? '',
    projectId: values.projectId,
    invoiceDate: values.invoiceDate ?? '',
    dueDate: values.dueDate ?? '',
    status: values.status,
    lineItems: lineItemsInput(values.lineItems),
  };
}
