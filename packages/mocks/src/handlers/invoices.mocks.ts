import { invoiceRoutes } from '@crm/api-contract';
import {
  DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE,
  displayInvoiceStatus,
  INVOICE_NOT_FOUND_MESSAGE,
  invoiceNumberTakenMessage,
  isDueBeforeInvoiceDate,
  nextInvoiceNumber,
  amountBelowPaidMessage,
  invoiceFromQuote,
  PROJECT_NOT_FOUND_MESSAGE,
  QUOTE_PRICE_REQUIRED_MESSAGE,
  statusAfterInvoicing,
  paidAtFor,
  referencesAfterUpdate,
  summariseInvoices,
  sumPayments,
  toPence,
} from '@crm/domain';
import type { ImportKept, InvoiceCreate, InvoiceUpdate } from '@crm/domain';
import { recordActivity } from '../db/activity-log';
import { pricedMockLines } from '../db/mock-vat';
import { matchesSearch, newestFirst, paginate } from '../db/list-helpers';
import type { InvoiceRow, MockDb } from '../db/mock-db.types';
import { newRecordStamp } from '../db/record-origin';
import { clientRef, invoiceView } from '../db/relations';
import { conflict, invalidField, notFound } from './mock-errors';
import { mock } from './mock-route';
import { requireReferences } from './references';
import { payMockInvoiceInFull, settleMockInvoice } from './invoice-payments.mocks';

const options = { notFound: INVOICE_NOT_FOUND_MESSAGE };

function findInvoice(db: MockDb, id: string): InvoiceRow {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
  return invoice;
}

function requireNumberFree(db: MockDb, invoiceNumber: string, exceptId?: string): void {
  if (db.invoices.some((i) => i.invoiceNumber === invoiceNumber && i.id !== exceptId)) {
    const message = invoiceNumberTakenMessage(invoiceNumber);
    throw conflict(message, [{ path: 'invoiceNumber', message }]);
  }
}

/** How a new invoice is paid: by the route, in full today when made paid. */
export type MockInvoicePaying = (db: MockDb, invoice: InvoiceRow) => void;

function payWhenMadePaid(db: MockDb, invoice: InvoiceRow): void {
  if (invoice.status !== 'paid') return;
  payMockInvoiceInFull(db, invoice);
  invoice.amountPaid = sumPayments(invoice.payments);
}

/**
 * As the API's createInvoice: the next number unless one is given, its lines priced. An import
 * passes how the file says it was paid, and the export's ID and creation time (`origin`).
 */
export function createMockInvoice(
  db: MockDb,
  body: InvoiceCreate,
  options: { pay?: MockInvoicePaying; origin?: ImportKept } = {},
): InvoiceRow {
  requireReferences(db, body, 'invoice');
  if (body.invoiceNumber) requireNumberFree(db, body.invoiceNumber);
  const now = db.now();
  const { lineItems, amount, netAmount, vatAmount } = pricedMockLines(db, body.lineItems);
  const invoice: InvoiceRow = {
    ...newRecordStamp(db, now, options.origin),
    invoiceNumber: body.invoiceNumber ?? nextInvoiceNumber(db.invoices.map((i) => i.invoiceNumber)),
    clientId: body.clientId,
    projectId: body.projectId,
    invoiceDate: body.invoiceDate,
    supplyDate: body.supplyDate,
    dueDate: body.dueDate,
    status: body.status,
    amount,
    netAmount,
    vatAmount,
    amountPaid: '0.00',
    payments: [],
    paidAt: paidAtFor(body.status, null, now),
    lineItems,
  };
  (options.pay ?? payWhenMadePaid)(db, invoice);
  db.invoices.push(invoice);
  recordActivity(db, 'created', 'invoice', invoice.id, invoice.invoiceNumber);
  return invoice;
}

/**
 * As the API's updateInvoice: the fields sent change; lines may not take the total below what
 * is already paid; { status: 'paid' } pays the balance today, reopening removes the payments.
 */
export function updateMockInvoice(db: MockDb, invoice: InvoiceRow, body: InvoiceUpdate): void {
  const refs = referencesAfterUpdate(invoice, body);
  requireReferences(db, refs, 'invoice');
  if (body.invoiceNumber && body.invoiceNumber !== invoice.invoiceNumber) {
    requireNumberFree(db, body.invoiceNumber, invoice.id);
  }
  // As the API's command: one date sent alone is compared with the stored other one.
  const dates = {
    invoiceDate: body.invoiceDate ?? invoice.invoiceDate,
    dueDate: body.dueDate ?? invoice.dueDate,
  };
  if (isDueBeforeInvoiceDate(dates))
    throw invalidField('dueDate', DUE_DATE_BEFORE_INVOICE_DATE_MESSAGE);
  // As the API's command: lines may not take the total below what is already paid.
  const priced = body.lineItems === undefined ? null : pricedMockLines(db, body.lineItems);
  if (priced && toPence(priced.amount) < toPence(invoice.amountPaid))
    throw invalidField('lineItems', amountBelowPaidMessage(invoice.amountPaid));
  const now = db.now();
  Object.assign(invoice, refs, { updatedAt: now });
  if (body.invoiceNumber) invoice.invoiceNumber = body.invoiceNumber;
  if (body.invoiceDate !== undefined) invoice.invoiceDate = body.invoiceDate;
  if (body.dueDate !== undefined) invoice.dueDate = body.dueDate;
  if (body.supplyDate !== undefined) invoice.supplyDate = body.supplyDate;
  if (priced) {
    invoice.lineItems = priced.lineItems;
    invoice.amount = priced.amount;
    invoice.netAmount = priced.netAmount;
    invoice.vatAmount = priced.vatAmount;
  }
  if (body.status === 'paid') payMockInvoiceInFull(db, invoice);
  else if (body.status !== undefined && invoice.status === 'paid') invoice.payments = [];
  settleMockInvoice(db, invoice, body.status ?? invoice.status);
  recordActivity(db, 'updated', 'invoice', invoice.id, invoice.invoiceNumber);
}

export const invoiceMocks = [
  mock(invoiceRoutes.list, ({ db, query }) => {
    const matches = db.invoices
      .filter((i) => {
        const client = clientRef(db, i.clientId);
        return matchesSearch(query.search, i.invoiceNumber, client.name, client.businessName);
      })
      .filter((i) => !query.clientId || i.clientId === query.clientId)
      .filter((i) => !query.projectId || i.projectId === query.projectId)
      .filter((i) => !query.status || displayInvoiceStatus(i, db.today) === query.status)
      .sort(newestFirst);
    const { total, ...sums } = summariseInvoices(matches, db.today);
    return {
      invoices: paginate(matches, query).map((i) => invoiceView(db, i)),
      total: matches.length,
      summary: { totalAmount: total, ...sums },
    };
  }),

  mock(invoiceRoutes.get, ({ db, params }) => invoiceView(db, findInvoice(db, params.id)), options),

  mock(invoiceRoutes.create, ({ db, body }) => invoiceView(db, createMockInvoice(db, body))),

  mock(
    invoiceRoutes.fromQuote,
    ({ db, params }) => {
      const project = db.projects.find((p) => p.id === params.id);
      if (!project) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
      const input = invoiceFromQuote(project, {
        today: db.today,
        paymentTermsDays: db.business.paymentTermsDays,
      });
      if (!input) throw invalidField('price', QUOTE_PRICE_REQUIRED_MESSAGE);
      const invoice = createMockInvoice(db, input);
      const status = statusAfterInvoicing(project.status);
      if (status !== project.status) {
        Object.assign(project, { status, updatedAt: db.now() });
        recordActivity(db, 'updated', 'project', project.id, project.projectName);
      }
      return invoiceView(db, invoice);
    },
    { notFound: PROJECT_NOT_FOUND_MESSAGE },
  ),

  // { status: 'paid' } alone marks an invoice paid and keeps everything else.
  mock(
    invoiceRoutes.update,
    ({ db, params, body }) => {
      const invoice = findInvoice(db, params.id);
      updateMockInvoice(db, invoice, body);
      return invoiceView(db, invoice);
    },
    options,
  ),

  mock(
    invoiceRoutes.delete,
    ({ db, params }) => {
      const invoice = findInvoice(db, params.id);
      db.invoices = db.invoices.filter((i) => i.id !== invoice.id);
      recordActivity(db, 'deleted', 'invoice', invoice.id, invoice.invoiceNumber);
    },
    options,
  ),
];
