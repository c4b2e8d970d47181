import Router from '@koa/router';
import { clientRoutes } from '@crm/api-contract';
import { CLIENT_NOT_FOUND_MESSAGE, pageOffset } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import { createClient, deleteClient, updateClient } from './clients.commands';
import { presentClient } from './clients.presenter';
import { findClient, listClients } from './clients.repository';

const notFound = { notFound: CLIENT_NOT_FOUND_MESSAGE };

export function createClientsRouter(deps: Pick<AppDeps, 'db' | 'storage'>): Router {
  const router = new Router();
  const { db, storage } = deps;

  handle(router, clientRoutes.list, async ({ query }) => {
    const offset = pageOffset(query.page, query.limit);
    const { rows, total, totalIsAtLeast } = await listClients(db, {
      search: query.search,
      limit: query.limit,
      offset,
    });
    return { clients: rows.map(presentClient), total, totalIsAtLeast };
  });

  handle(
    router,
    clientRoutes.get,
    async ({ params }) => {
      const row = await findClient(db, params.id);
      if (!row) throw new NotFoundError(CLIENT_NOT_FOUND_MESSAGE);
      return presentClient(row);
    },
    notFound,
  );

  handle(router, clientRoutes.create, async ({ body }) =>
    presentClient(await createClient(db, body)),
  );

  handle(
    router,
    clientRoutes.update,
    async ({ params, body }) => {
      return presentClient(await updateClient(db, params.id, body));
    },
    notFound,
  );

  handle(
    router,
    clientRoutes.delete,
    async ({ params, ctx }) => {
      await deleteClient(db, params.id, { storage, log: ctx.state.log });
    },
    notFound,
  );

  return router;
}
