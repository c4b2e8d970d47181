import Router from '@koa/router';
import { recurringInvoiceRoutes } from '@crm/api-contract';
import { pageOffset, RECURRING_INVOICE_NOT_FOUND_MESSAGE, todayInLondon } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import {
  createRecurringInvoice,
  deleteRecurringInvoice,
  updateRecurringInvoice,
} from './recurring-invoices.commands';
import { presentRecurringInvoice } from './recurring-invoices.presenter';
import { findRecurringInvoice, listRecurringInvoices } from './recurring-invoices.repository';

const notFound = { notFound: RECURRING_INVOICE_NOT_FOUND_MESSAGE };

export function createRecurringInvoicesRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = new Router();
  const { db, clock } = deps;
  const today = () => todayInLondon(clock());

  handle(router, recurringInvoiceRoutes.list, async ({ query }) => {
    const { rows, total } = await listRecurringInvoices(db, {
      clientId: query.clientId,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    });
    const day = today();
    return { recurringInvoices: rows.map((row) => presentRecurringInvoice(row, day)), total };
  });

  handle(
    router,
    recurringInvoiceRoutes.get,
    async ({ params }) => {
      const row = await findRecurringInvoice(db, params.id);
      if (!row) throw new NotFoundError(RECURRING_INVOICE_NOT_FOUND_MESSAGE);
      return presentRecurringInvoice(row, today());
    },
    notFound,
  );

  handle(router, recurringInvoiceRoutes.create, async ({ body }) =>
    presentRecurringInvoice(await createRecurringInvoice(db, body), today()),
  );

  handle(
    router,
    recurringInvoiceRoutes.update,
    async ({ params, body }) =>
      presentRecurringInvoice(
        await updateRecurringInvoice(db, params.id, body, { now: clock() }),
        today(),
      ),
    notFound,
  );

  handle(
    router,
    recurringInvoiceRoutes.delete,
    async ({ params }) => deleteRecurringInvoice(db, params.id),
    notFound,
  );

  return router;
}
