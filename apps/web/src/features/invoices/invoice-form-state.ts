import { DEFAULT_INVOICE_STATUS, defaultDueDate, lineTotal, sumMoney, toPence } from '@crm/domain';
import type { Invoice, InvoiceCreateInput, InvoiceStatus } from '@crm/domain';

/** The "No project" choice of the project picker. */
export const NO_PROJECT_ID = 'none';

/** One line of the editor; NaN is an empty number field. */
export type LineValues = { key: string; description: string; quantity: number; unitPrice: number };

export type InvoiceFormValues = {
  invoiceNumber: string;
  clientId: string | null;
  projectId: string;
  invoiceDate: string | null;
  dueDate: string | null;
  status: InvoiceStatus;
  lineItems: LineValues[];
};

let lineCounter = 0;
const nextKey = () => `line-${++lineCounter}`;

/** A fresh line: quantity 1, no description, no price. */
export function emptyLine(): LineValues {
  return { key: nextKey(), description: '', quantity: 1, unitPrice: Number.NaN };
}

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
      lineItems: invoice.lineItems.length
        ? invoice.lineItems.map((line) => ({
            key: nextKey(),
            description: line.description,
            quantity: line.quantity,
            unitPrice: toPence(line.unitPrice) / 100,
          }))
        : [emptyLine()],
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

/** A unit price as the wire's two-place string ('' when empty). */
export function priceText(unitPrice: number): string {
  return Number.isFinite(unitPrice) ? unitPrice.toFixed(2) : '';
}

/** quantity × unit price of one line, '0.00' while either is empty or not a valid amount. */
export function lineValuesTotal(line: Pick<LineValues, 'quantity' | 'unitPrice'>): string {
  const quantity = Number.isInteger(line.quantity) && line.quantity >= 0 ? line.quantity : 0;
  const price =
    Number.isFinite(line.unitPrice) && line.unitPrice >= 0 ? line.unitPrice.toFixed(2) : '0.00';
  return lineTotal({ quantity, unitPrice: price });
}

/** The invoice amount: the sum of the line totals. */
export function formAmount(lines: readonly LineValues[]): string {
  return sumMoney(lines.map(lineValuesTotal));
}

/** Spec: changing the client resets the project to none. */
export function changeClient(
  values: InvoiceFormValues,
  clientId: string | null,
): InvoiceFormValues {
  if (clientId === values.clientId) return values;
  return { ...values, clientId, projectId: NO_PROJECT_ID };
}

function isEmptyLine(line: LineValues): boolean {
  return (
    line.description.trim() === '' && (!Number.isFinite(line.unitPrice) || line.unitPrice === 0)
  );
}

/**
 * Spec: choosing a project that has a price, while the invoice has a single empty line, fills
 * that line's description with the project name and its unit price with the price.
 */
export function changeProject(
  values: InvoiceFormValues,
  projectId: string,
  project: { projectName: string; price: string | null } | undefined,
): InvoiceFormValues {
  const next = { ...values, projectId };
  const [only] = values.lineItems;
  if (!project?.price || values.lineItems.length !== 1 || !only || !isEmptyLine(only)) return next;
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
    lineItems: values.lineItems.map((line) => ({
      description: line.description,
      quantity: Number.isNaN(line.quantity) ? '' : line.quantity,
      unitPrice: priceText(line.unitPrice),
    })),
  };
}
