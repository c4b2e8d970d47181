import type { z } from 'zod';
import { CLIENT_REQUIRED_MESSAGE } from '../client/client.schema';
import { InvoiceCreateSchema } from '../invoice/invoice.schema';
import type { InvoiceStatus } from '../invoice/invoice.enums';
import { formatMoney, fromPence, toPence } from '../money/money.rules';
import { vatOnPence } from '../vat/vat-amounts.rules';
import type { VatRate } from '../vat/vat-rate';
import { importClientId } from './import-client.rules';
import {
  importNoProjectMessage,
  IMPORT_INVOICE_NUMBER_MESSAGE,
  IMPORT_LINES_OR_TOTALS_MESSAGE,
  importAmountNotTotalMessage,
  importDiffersFromRowMessage,
  importDisbursementsOutOfRangeMessage,
  importVatNotARateLessDisbursementsMessage,
  importVatNotARateMessage,
} from './import-messages';
import type { GroupedImportRecipe, ImportContext, ImportLineError } from './import-recipe';
import {
  keptOf,
  textOf,
  type ImportFieldError,
  type ImportKept,
  type ImportValues,
  recordKeys,
} from './import-record.rules';

/** The invoice-level cells of a row, as the file has them: every row of an invoice must agree. */
const INVOICE_CELLS = [
  'client',
  'project',
  'invoiceDate',
  'dueDate',
  'status',
  'amount',
  'net',
  'vat',
  'disbursements',
  'amountPaid',
  'paidAt',
] as const;

type LineInput = {
  description: string;
  quantity: string;
  unitPrice: string;
  /** undefined: none given, so Settings › VAT's default; null: no VAT on it, as the file says. */
  vatRate: VatRate | null | undefined;
};

/** One row of an invoice file: the invoice's cells and, in a file of line items, one line. */
export type InvoiceImportLine = {
  number: string;
  clientId: string;
  projectId: string | null;
  cells: Partial<Record<(typeof INVOICE_CELLS)[number], string>>;
  line: LineInput | null;
  kept: ImportKept;
};

export type InvoiceImport = {
  input: z.output<typeof InvoiceCreateSchema>;
  /** Received before the import: all of it when paid, part of it when not. */
  amountPaid: string | null;
  /** When it was paid (from the file), for a paid invoice. */
  paidAt: string | null;
  kept: ImportKept;
};

const invoiceKey = (number: string) => `invoice:${number.trim().toLowerCase()}`;

// '1.00' and '2.0' are whole quantities as accounting exports write them.
function wholeQuantity(text: string | null): string {
  if (text === null) return '1';
  const whole = /^\s*(\d+)(?:\.0+)?\s*$/.exec(text);
  return whole ? (whole[1] ?? text) : text;
}

function lineOf(values: ImportValues): LineInput | null {
  const description = textOf(values, 'description');
  const unitPrice = textOf(values, 'unitPrice');
  if (description === null && unitPrice === null) return null;
  const rate = textOf(values, 'vatRate');
  return {
    description: description ?? '',
    quantity: wholeQuantity(textOf(values, 'quantity')),
    unitPrice: unitPrice ?? '0.00',
    vatRate: (rate ?? undefined) as VatRate | undefined,
  };
}

/**
 * The rate that gives `vat` on `net` (rounded as invoices round): null for no VAT, 'none' when
 * no rate does.
 */
function rateOf(netPence: number, vatPence: number): VatRate | null | 'none' {
  if (vatPence === 0) return null;
  if (vatOnPence(netPence, '20') === vatPence) return '20';
  if (vatOnPence(netPence, '5') === vatPence) return '5';
  return 'none';
}

/**
 * A file of totals (the product's own invoice export: Net, VAT, Disbursements, Amount): each
 * invoice becomes one line at its net less its disbursements, at the VAT rate that gives its VAT,
 * and its disbursements one line of their own. A business not registered for VAT keeps no
 * disbursements apart: when the file charges no VAT either, that line has no rate, so the
 * invoice does not read as a VAT invoice (a file that charges VAT is one from its registered
 * days, and keeps its disbursements apart).
 */
function totalsLines(
  first: InvoiceImportLine,
  context: ImportContext,
): LineInput[] | ImportFieldError {
  const { amount, net, vat, disbursements } = first.cells;
  const vatPence = vat === undefined ? 0 : toPence(vat);
  const netPence =
    net !== undefined ? toPence(net) : amount !== undefined ? toPence(amount) - vatPence : null;
  if (netPence === null) return { field: 'unitPrice', message: IMPORT_LINES_OR_TOTALS_MESSAGE };
  if (amount !== undefined && toPence(amount) !== netPence + vatPence)
    return {
      field: 'amount',
      message: importAmountNotTotalMessage(
        formatMoney(amount),
        formatMoney(fromPence(netPence)),
        formatMoney(fromPence(vatPence)),
      ),
    };
  // The export's Net is everything but the VAT, disbursements included.
  const disbursedPence = disbursements === undefined ? 0 : toPence(disbursements);
  const money = (pence: number) => formatMoney(fromPence(pence));
  if (disbursedPence < 0 || disbursedPence > netPence)
    return {
      field: 'disbursements',
      message: importDisbursementsOutOfRangeMessage(money(disbursedPence), money(netPence)),
    };
  const suppliedPence = netPence - disbursedPence;
  const rate = rateOf(suppliedPence, vatPence);
  if (rate === 'none')
    return {
      field: 'vat',
      message:
        disbursedPence === 0
          ? importVatNotARateMessage(money(vatPence), money(netPence))
          : importVatNotARateLessDisbursementsMessage(
              money(vatPence),
              money(netPence),
              money(disbursedPence),
              money(suppliedPence),
            ),
    };
  const lines: LineInput[] = [];
  // An invoice of nothing but disbursements gets no line of supplies at £0.00. A VAT of 0 gives
  // a line with no rate, not the default rate (which would change the invoice's amount): the
  // file cannot tell zero-rated from exempt or outside the scope.
  if (suppliedPence !== 0 || disbursedPence === 0)
    lines.push({
      description: `Invoice ${first.number}`,
      quantity: '1',
      unitPrice: fromPence(suppliedPence),
      vatRate: rate,
    });
  if (disbursedPence !== 0)
    lines.push({
      description: 'Disbursements',
      quantity: '1',
      unitPrice: fromPence(disbursedPence),
      vatRate: rate === null && context.vatRegistered === false ? null : 'disbursement',
    });
  return lines;
}

// The schema's paths: lineItems.2.unitPrice is the third line's Unit price.
function invoiceErrors(error: z.ZodError, lineIndexes: readonly number[]): ImportLineError[] {
  const seen = new Set<string>();
  const errors: ImportLineError[] = [];
  for (const issue of error.issues) {
    const [top, at, field] = issue.path;
    const isLine = top === 'lineItems' && typeof at === 'number';
    const name = isLine
      ? String(field ?? 'description')
      : top === 'clientId'
        ? 'client'
        : top === 'projectId'
          ? 'project'
          : String(top ?? '');
    const index = isLine ? (lineIndexes[at] ?? 0) : 0;
    if (seen.has(`${index}:${name}`)) continue;
    seen.add(`${index}:${name}`);
    errors.push({ field: name, message: issue.message, index });
  }
  return errors;
}

/**
 * Invoices, one row per line item, the rows of an invoice one after another under its number
 * (the product's own export, one row per invoice with its totals, reads too). The invoice-level
 * cells (client, dates, status, totals) may be repeated on every row or left blank after the
 * first; a row that says otherwise is an error. Matched by ID, else by invoice number.
 */
export const invoiceImportRecipe: GroupedImportRecipe<InvoiceImportLine, InvoiceImport> = {
  groupKey: (values) => textOf(values, 'invoiceNumber')?.trim().toLowerCase() ?? null,

  lineFromValues(values, context) {
    const number = textOf(values, 'invoiceNumber')?.trim() ?? '';
    const errors: ImportFieldError[] = [];
    if (number === '')
      errors.push({ field: 'invoiceNumber', message: IMPORT_INVOICE_NUMBER_MESSAGE });
    // A row after an invoice's first may leave the client blank: it is the first row's.
    const client = textOf(values, 'client') === null ? null : importClientId(values, context);
    if (client && 'error' in client) errors.push(client.error);
    const clientId = client && 'clientId' in client ? client.clientId : '';
    const projectName = textOf(values, 'project');
    let projectId: string | null = null;
    if (projectName && clientId) {
      projectId = context.projectNamed?.(clientId, projectName) ?? null;
      if (projectId === null)
        errors.push({ field: 'project', message: importNoProjectMessage(projectName) });
    }
    if (errors.length > 0) return { errors };
    const cells: InvoiceImportLine['cells'] = {};
    for (const field of INVOICE_CELLS) {
      const value = textOf(values, field);
      if (value !== null) cells[field] = value;
    }
    return {
      record: {
        number,
        clientId,
        projectId,
        cells,
        line: lineOf(values),
        kept: keptOf(values),
      },
    };
  },

  mismatch(first, next, firstRow) {
    const differs = (field: (typeof INVOICE_CELLS)[number]) => {
      const value = next.cells[field];
      if (value === undefined || value === first.cells[field]) return false;
      // 'Acme' and 'acme' name one client.
      return !(field === 'client' && value.toLowerCase() === first.cells.client?.toLowerCase());
    };
    return INVOICE_CELLS.filter(differs).map((field) => ({
      field,
      message: importDiffersFromRowMessage(firstRow),
    }));
  },

  fromLines(lines, context) {
    const first = lines[0];
    if (!first) return { errors: [] };
    const lineIndexes: number[] = [];
    const items: LineInput[] = [];
    lines.forEach((row, index) => {
      if (row.line) {
        lineIndexes.push(index);
        items.push(row.line);
      }
    });
    if (items.length === 0) {
      const totals = totalsLines(first, context);
      if ('field' in totals) return { errors: [{ ...totals, index: 0 }] };
      items.push(...totals);
      lineIndexes.push(...totals.map(() => 0));
    } else if (items.length < lines.length) {
      const index = lines.findIndex((row) => row.line === null);
      return { errors: [{ field: 'description', message: IMPORT_LINES_OR_TOTALS_MESSAGE, index }] };
    }
    if (first.clientId === '')
      return { errors: [{ field: 'client', message: CLIENT_REQUIRED_MESSAGE, index: 0 }] };
    const status = (first.cells.status ?? 'unpaid') as InvoiceStatus;
    const parsed = InvoiceCreateSchema.safeParse({
      invoiceNumber: first.number,
      clientId: first.clientId,
      projectId: first.projectId,
      invoiceDate: first.cells.invoiceDate ?? '',
      dueDate: first.cells.dueDate ?? '',
      status,
      lineItems: items,
    });
    if (!parsed.success) return { errors: invoiceErrors(parsed.error, lineIndexes) };
    return {
      record: {
        input: parsed.data,
        amountPaid: first.cells.amountPaid ?? null,
        paidAt: first.cells.paidAt ?? null,
        kept: first.kept,
      },
    };
  },

  keys: (record) => recordKeys(record.kept, invoiceKey(record.input.invoiceNumber ?? '')),
};

export function existingInvoiceKeys(invoice: { id: string; invoiceNumber: string }): string[] {
  return [`id:${invoice.id}`, invoiceKey(invoice.invoiceNumber)];
}
