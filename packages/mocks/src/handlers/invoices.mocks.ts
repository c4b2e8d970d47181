import { invoiceRoutes } from '@crm/api-contract';
import { displayInvoiceStatus, nextInvoiceNumber, summariseInvoices } from '@crm/domain';
import type { InvoiceStatus, LineItem } from '@crm/domain';
import { recordActivity } from '../db/activity-log';
import { matchesSearch, newestFirst, paginate } from '../db/list-helpers';
import type { InvoiceRow, MockDb } from '../db/mock-db.types';
import { clientRef, invoiceView } from '../db/relations';
import { conflict, notFound } from './mock-errors';
import { INVOICE_NOT_FOUND, invoiceNumberTaken } from './mock-messages';
import { mock } from './mock-route';
import { nextReferences, requireClient, requireProjectOf } from './references';

const options = { notFound: INVOICE_NOT_FOUND };

function findInvoice(db: MockDb, id: string): InvoiceRow {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  return invoice;
}

function requireNumberFree(db: MockDb, invoiceNumber: string, exceptId?: string): void {
  if (db.invoices.some((i) => i.invoiceNumber === invoiceNumber && i.id !== exceptId)) {
    const message = invoiceNumberTaken(invoiceNumber);
    throw conflict(message, [{ path: 'invoiceNumber', message }]);
  }
}

/** paidAt follows the status: set when an invoice becomes paid, kept while it stays paid, cleared otherwise. */
function paidAtFor(db: MockDb, status: InvoiceStatus, existing: InvoiceRow | null): string | null {
  if (status !== 'paid') return null;
  return existing?.status === 'paid' && existing.paidAt ? existing.paidAt : db.now();
}

const withIds = (db: MockDb, lines: readonly Omit<LineItem, 'id'>[]): LineItem[] => lines.map((line) => ({ id: db.newId(), ...line }));

export const invoiceMocks = [
  mock(invoiceRoutes.list, ({ db, query }) => {
    const matches = db.invoices
      .filter((i) => {
        const client = clientRef(db, i.clientId);
        return matchesSearch(query.search, i.invoiceNumber, client.name, client.businessName);
      })
      .filter((i) => !query.clientId || i.clientId === query.clientId)
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

  mock(invoiceRoutes.create, ({ db, body }) => {
    requireClient(db, body.clientId);
    requireProjectOf(db, body.clientId, body.projectId, 'invoice');
    if (body.invoiceNumber) requireNumberFree(db, body.invoiceNumber);
    const now = db.now();
    const invoice: InvoiceRow = {
      id: db.newId(),
      invoiceNumber: body.invoiceNumber ?? nextInvoiceNumber(db.invoices.map((i) => i.invoiceNumber)),
      clientId: body.clientId,
      projectId: body.projectId,
      invoiceDate: body.invoiceDate,
      dueDate: body.dueDate,
      status: body.status,
      amount: body.amount,
      paidAt: paidAtFor(db, body.status, null),
      lineItems: withIds(db, body.lineItems),
      createdAt: now,
      updatedAt: now,
    };
    db.invoices.push(invoice);
    recordActivity(db, 'created', 'invoice', invoice.id, invoice.invoiceNumber);
    return invoiceView(db, invoice);
  }),

  // { status: 'paid' } alone marks an invoice paid and keeps everything else.
  mock(invoiceRoutes.update, ({ db, params, body }) => {
    const invoice = findInvoice(db, params.id);
    const refs = nextReferences(invoice, body);
    requireClient(db, refs.clientId);
    requireProjectOf(db, refs.clientId, refs.projectId, 'invoice');
    if (body.invoiceNumber && body.invoiceNumber !== invoice.invoiceNumber) requireNumberFree(db, body.invoiceNumber, invoice.id);
    const paidAt = body.status === undefined ? invoice.paidAt : paidAtFor(db, body.status, invoice);
    Object.assign(invoice, refs, { paidAt, updatedAt: db.now() });
    if (body.invoiceNumber) invoice.invoiceNumber = body.invoiceNumber;
    if (body.invoiceDate !== undefined) invoice.invoiceDate = body.invoiceDate;
    if (body.dueDate !== undefined) invoice.dueDate = body.dueDate;
    if (body.status !== undefined) invoice.status = body.status;
    if (body.lineItems !== undefined && 'amount' in body) {
      invoice.lineItems = withIds(db, body.lineItems);
      invoice.amount = body.amount;
    }
    recordActivity(db, 'updated', 'invoice', invoice.id, invoice.invoiceNumber);
    return invoiceView(db, invoice);
  }, options),

  mock(invoiceRoutes.delete, ({ db, params }) => {
    const invoice = findInvoice(db, params.id);
    db.invoices = db.invoices.filter((i) => i.id !== invoice.id);
    recordActivity(db, 'deleted', 'invoice', invoice.id, invoice.invoiceNumber);
  }, options),
];

