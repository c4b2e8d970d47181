import Router from '@koa/router';
import { invoiceRoutes } from '@crm/api-contract';
import { activitySummary, pageOffset, todayInLondon, type InvoiceStatus } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { ConflictError, NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { recordActivity } from '../activity/activity.repository';
import { clientExists } from '../clients/clients.repository';
import { CLIENT_NOT_FOUND_MESSAGE } from '../clients/clients.routes';
import { projectClientId } from '../projects/projects.repository';
import { presentInvoice } from './invoices.presenter';
import {
  deleteInvoice,
  findInvoice,
  findInvoiceForUpdate,
  insertInvoice,
  invoiceNumberTaken,
  invoiceTotals,
  listInvoices,
  nextInvoiceNumber,
  replaceLineItems,
  updateInvoice,
  type InvoiceColumns,
  type InvoiceRow,
} from './invoices.repository';

export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found';
export const PROJECT_OF_OTHER_CLIENT_MESSAGE = "Project must belong to the invoice's client";
export const invoiceNumberTakenMessage = (invoiceNumber: string) => `Invoice number ${invoiceNumber} is already in use`;
const notFound = { notFound: INVOICE_NOT_FOUND_MESSAGE };

type Db = AppDeps['db'];

async function checkReferences(db: Db, clientId: string, projectId: string | null): Promise<void> {
  if (!(await clientExists(db, clientId))) throw new ValidationError([{ path: 'clientId', message: CLIENT_NOT_FOUND_MESSAGE }]);
  if (projectId !== null && (await projectClientId(db, projectId)) !== clientId) {
    throw new ValidationError([{ path: 'projectId', message: PROJECT_OF_OTHER_CLIENT_MESSAGE }]);
  }
}

async function checkNumberFree(db: Db, invoiceNumber: string, exceptId?: string): Promise<void> {
  if (await invoiceNumberTaken(db, invoiceNumber, exceptId)) {
    const message = invoiceNumberTakenMessage(invoiceNumber);
    throw new ConflictError(message, [{ path: 'invoiceNumber', message }]);
  }
}

/** paid_at follows the status: set when an invoice becomes paid, kept while it stays paid, cleared otherwise. */
function paidAtFor(status: InvoiceStatus, existing: Pick<InvoiceRow, 'status' | 'paid_at'> | null, now: Date): Date | null {
  if (status !== 'paid') return null;
  return existing?.status === 'paid' && existing.paid_at ? existing.paid_at : now;
}

async function readInvoice(db: Db, id: string) {
  const row = await findInvoice(db, id);
  if (!row) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
  return presentInvoice(row, row.line_items);
}

export function createInvoicesRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = new Router();
  const { db, clock } = deps;

  handle(router, invoiceRoutes.list, async ({ query }) => {
    const filter = { search: query.search, status: query.status, clientId: query.clientId, today: todayInLondon(clock()) };
    const [rows, totals] = await Promise.all([
      listInvoices(db, { ...filter, limit: query.limit, offset: pageOffset(query.page, query.limit) }),
      invoiceTotals(db, filter),
    ]);
    const { count, ...summary } = totals;
    return { invoices: rows.map((row) => presentInvoice(row, row.line_items)), total: count, summary };
  });

  handle(router, invoiceRoutes.get, async ({ params }) => readInvoice(db, params.id), notFound);

  handle(router, invoiceRoutes.create, async ({ body }) => {
    const id = await db.transaction(async (trx) => {
      await checkReferences(trx, body.clientId, body.projectId);
      if (body.invoiceNumber) await checkNumberFree(trx, body.invoiceNumber);
      const invoiceNumber = body.invoiceNumber ?? (await nextInvoiceNumber(trx));
      const invoiceId = await insertInvoice(trx, {
        invoice_number: invoiceNumber,
        client_id: body.clientId,
        project_id: body.projectId,
        invoice_date: body.invoiceDate,
        due_date: body.dueDate,
        status: body.status,
        amount: body.amount,
        paid_at: paidAtFor(body.status, null, clock()),
      });
      await replaceLineItems(trx, invoiceId, body.lineItems);
      await recordActivity(trx, { action: 'created', entityType: 'invoice', entityId: invoiceId, summary: activitySummary('created', 'invoice', invoiceNumber) });
      return invoiceId;
    });
    return readInvoice(db, id);
  });

  handle(router, invoiceRoutes.update, async ({ params, body }) => {
    await db.transaction(async (trx) => {
      const existing = await findInvoiceForUpdate(trx, params.id);
      if (!existing) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
      const clientId = body.clientId ?? existing.client_id;
      // Moving an invoice to another client drops a project of the old client, as the form does.
      const clientChanged = clientId !== existing.client_id;
      const projectId = body.projectId !== undefined ? body.projectId : clientChanged ? null : existing.project_id;
      await checkReferences(trx, clientId, projectId);
      if (body.invoiceNumber && body.invoiceNumber !== existing.invoice_number) await checkNumberFree(trx, body.invoiceNumber, existing.id);

      const columns: InvoiceColumns = { client_id: clientId, project_id: projectId };
      if (body.invoiceNumber) columns.invoice_number = body.invoiceNumber;
      if (body.invoiceDate !== undefined) columns.invoice_date = body.invoiceDate;
      if (body.dueDate !== undefined) columns.due_date = body.dueDate;
      if (body.status !== undefined) {
        columns.status = body.status;
        columns.paid_at = paidAtFor(body.status, existing, clock());
      }
      if (body.lineItems !== undefined && 'amount' in body) {
        columns.amount = body.amount;
        await replaceLineItems(trx, existing.id, body.lineItems);
      }
      await updateInvoice(trx, existing.id, columns);
      const invoiceNumber = columns.invoice_number ?? existing.invoice_number;
      await recordActivity(trx, { action: 'updated', entityType: 'invoice', entityId: existing.id, summary: activitySummary('updated', 'invoice', invoiceNumber) });
    });
    return readInvoice(db, params.id);
  }, notFound);

  handle(router, invoiceRoutes.delete, async ({ params }) => {
    await db.transaction(async (trx) => {
      const existing = await findInvoiceForUpdate(trx, params.id);
      if (!existing) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
      await deleteInvoice(trx, existing.id);
      await recordActivity(trx, { action: 'deleted', entityType: 'invoice', entityId: existing.id, summary: activitySummary('deleted', 'invoice', existing.invoice_number) });
    });
  }, notFound);

  return router;
}
