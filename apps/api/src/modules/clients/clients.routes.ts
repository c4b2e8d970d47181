import Router from '@koa/router';
import { clientRoutes } from '@crm/api-contract';
import { activitySummary, clientDisplayName, pageOffset } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import { recordActivity } from '../activity/activity.repository';
import { presentClient } from './clients.presenter';
import { clientFileKeys, deleteClient, findClient, insertClient, listClients, updateClient } from './clients.repository';
import type { ClientRow } from './clients.repository';

export const CLIENT_NOT_FOUND_MESSAGE = 'Client not found';
const notFound = { notFound: CLIENT_NOT_FOUND_MESSAGE };

const label = (row: ClientRow) => clientDisplayName({ name: row.name, businessName: row.business_name });

export function createClientsRouter(deps: Pick<AppDeps, 'db' | 'storage'>): Router {
  const router = new Router();
  const { db } = deps;

  handle(router, clientRoutes.list, async ({ query }) => {
    const { rows, total } = await listClients(db, { search: query.search, limit: query.limit, offset: pageOffset(query.page, query.limit) });
    return { clients: rows.map(presentClient), total };
  });

  handle(router, clientRoutes.get, async ({ params }) => {
    const row = await findClient(db, params.id);
    if (!row) throw new NotFoundError(CLIENT_NOT_FOUND_MESSAGE);
    return presentClient(row);
  }, notFound);

  handle(router, clientRoutes.create, async ({ body }) =>
    db.transaction(async (trx) => {
      const row = await insertClient(trx, body);
      await recordActivity(trx, { action: 'created', entityType: 'client', entityId: row.id, summary: activitySummary('created', 'client', label(row)) });
      return presentClient(row);
    }),
  );

  handle(router, clientRoutes.update, async ({ params, body }) =>
    db.transaction(async (trx) => {
      const row = await updateClient(trx, params.id, body);
      if (!row) throw new NotFoundError(CLIENT_NOT_FOUND_MESSAGE);
      await recordActivity(trx, { action: 'updated', entityType: 'client', entityId: row.id, summary: activitySummary('updated', 'client', label(row)) });
      return presentClient(row);
    }),
  notFound);

  handle(router, clientRoutes.delete, async ({ params, ctx }) => {
    const fileKeys = await db.transaction(async (trx) => {
      const row = await findClient(trx, params.id);
      if (!row) throw new NotFoundError(CLIENT_NOT_FOUND_MESSAGE);
      const keys = await clientFileKeys(trx, row.id);
      await deleteClient(trx, row.id);
      await recordActivity(trx, { action: 'deleted', entityType: 'client', entityId: row.id, summary: activitySummary('deleted', 'client', label(row)) });
      return keys;
    });
    // Bytes go only once the rows are gone for good; a failure leaves an orphan file, never a dangling row.
    await Promise.all(
      fileKeys.map((key) => deps.storage.delete(key).catch((error: unknown) => ctx.state.log.warn({ err: error, key }, 'could not delete stored file'))),
    );
  }, notFound);

  return router;
}
