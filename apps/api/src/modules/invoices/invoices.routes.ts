import Router from '@koa/router';
import { invoiceRoutes } from '@crm/api-contract';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  inlineHeader,
  pageOffset,
  PROJECT_NOT_FOUND_MESSAGE,
  todayInLondon,
} from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import { invoiceClaim } from '../late-payment/invoice-claim';
import { paymentReceipts } from '../outbox/payment-receipts';
import { invoiceQuote } from './invoice-from-quote.commands';
import { invoicePdf } from './invoice-pdf';
import { deletePayment, recordPayment } from './invoice-payments.commands';
import { createInvoice, deleteInvoice, updateInvoice } from './invoices.commands';
import { presentInvoice } from './invoices.presenter';
import { findInvoice, invoiceTotals, listInvoices } from './invoices.repository';

const notFound = { notFound: INVOICE_NOT_FOUND_MESSAGE };

type Db = AppDeps['db'];

async function readInvoice(db: Db, id: string) {
  const row = await findInvoice(db, id);
  if (!row) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
  return presentInvoice(row, row.line_items, row.payments);
}

export function createInvoicesRouter(
  deps: Pick<AppDeps, 'db' | 'clock' | 'storage' | 'logger' | 'mail'>,
): Router {
  const router = new Router();
  const { db, clock, storage } = deps;
  const receipts = paymentReceipts(deps);

  handle(router, invoiceRoutes.list, async ({ query }) => {
    const filter = {
      search: query.search,
      status: query.status,
      clientId: query.clientId,
      projectId: query.projectId,
      today: todayInLondon(clock()),
    };
    const [rows, totals] = await Promise.all([
      listInvoices(db, {
        ...filter,
        limit: query.limit,
        offset: pageOffset(query.page, query.limit),
      }),
      invoiceTotals(db, filter),
    ]);
    const { count, ...summary } = totals;
    return {
      invoices: rows.map((row) => presentInvoice(row, row.line_items, row.payments)),
      total: count,
      summary,
    };
  });

  handle(router, invoiceRoutes.get, async ({ params }) => readInvoice(db, params.id), notFound);

  handle(
    router,
    invoiceRoutes.fromQuote,
    async ({ params }) => readInvoice(db, await invoiceQuote(db, params.id, { now: clock() })),
    { notFound: PROJECT_NOT_FOUND_MESSAGE },
  );

  handle(
    router,
    invoiceRoutes.recordPayment,
    async ({ params, body }) => {
      const paymentId = await recordPayment(db, params.id, body, { now: clock() });
      await receipts.afterPayment(paymentId);
      return readInvoice(db, params.id);
    },
    notFound,
  );

  handle(
    router,
    invoiceRoutes.deletePayment,
    async ({ params }) => {
      await deletePayment(db, params.id, params.paymentId, { now: clock() });
      return readInvoice(db, params.id);
    },
    notFound,
  );

  handle(
    router,
    invoiceRoutes.latePayment,
    async ({ params }) => invoiceClaim(db, params.id, { now: clock() }),
    notFound,
  );

  handle(
    router,
    invoiceRoutes.pdf,
    async ({ params, ctx }) => {
      const pdf = await invoicePdf(db, storage, params.id, { now: clock() });
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', inlineHeader(pdf.fileName));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = pdf.bytes;
    },
    notFound,
  );

  handle(router, invoiceRoutes.create, async ({ body }) => {
    return readInvoice(db, await createInvoice(db, body, { now: clock() }));
  });

  handle(
    router,
    invoiceRoutes.update,
    async ({ params, body }) => {
      await updateInvoice(db, params.id, body, { now: clock() });
      return readInvoice(db, params.id);
    },
    notFound,
  );

  handle(
    router,
    invoiceRoutes.delete,
    async ({ params }) => deleteInvoice(db, params.id, { now: clock() }),
    notFound,
  );

  return router;
}
