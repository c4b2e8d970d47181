import Router from '@koa/router';
import { domainRoutes } from '@crm/api-contract';
import { activitySummary, pageOffset, todayInLondon } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { recordActivity } from '../activity/activity.repository';
import { clientExists } from '../clients/clients.repository';
import { CLIENT_NOT_FOUND_MESSAGE } from '../clients/clients.routes';
import { presentDomain } from './domains.presenter';
import {
  deleteDomain,
  domainColumns,
  findDomain,
  findDomainForUpdate,
  insertDomain,
  listDomains,
  replaceCredentials,
  updateDomain,
} from './domains.repository';

export const DOMAIN_NOT_FOUND_MESSAGE = 'Domain not found';
const notFound = { notFound: DOMAIN_NOT_FOUND_MESSAGE };

type Db = AppDeps['db'];

async function checkClient(db: Db, clientId: string): Promise<void> {
  if (!(await clientExists(db, clientId))) throw new ValidationError([{ path: 'clientId', message: CLIENT_NOT_FOUND_MESSAGE }]);
}

export function createDomainsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>): Router {
  const router = new Router();
  const { db, clock, secrets } = deps;

  async function readDomain(id: string) {
    const row = await findDomain(db, id);
    if (!row) throw new NotFoundError(DOMAIN_NOT_FOUND_MESSAGE);
    return presentDomain(row, row.credentials, secrets);
  }

  handle(router, domainRoutes.list, async ({ query }) => {
    const { rows, total } = await listDomains(db, {
      search: query.search,
      daysUntilExpiry: query.daysUntilExpiry,
      clientId: query.clientId,
      today: todayInLondon(clock()),
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    });
    return { domains: rows.map((row) => presentDomain(row, row.credentials, secrets)), total };
  });

  handle(router, domainRoutes.get, async ({ params }) => readDomain(params.id), notFound);

  handle(router, domainRoutes.create, async ({ body }) => {
    const id = await db.transaction(async (trx) => {
      await checkClient(trx, body.clientId);
      const domainId = await insertDomain(trx, domainColumns(body));
      await replaceCredentials(trx, domainId, body.credentials, secrets);
      await recordActivity(trx, { action: 'created', entityType: 'domain', entityId: domainId, summary: activitySummary('created', 'domain', body.domainName) });
      return domainId;
    });
    return readDomain(id);
  });

  handle(router, domainRoutes.update, async ({ params, body }) => {
    await db.transaction(async (trx) => {
      const existing = await findDomainForUpdate(trx, params.id);
      if (!existing) throw new NotFoundError(DOMAIN_NOT_FOUND_MESSAGE);
      if (body.clientId !== undefined && body.clientId !== existing.client_id) await checkClient(trx, body.clientId);
      await updateDomain(trx, existing.id, domainColumns(body));
      if (body.credentials !== undefined) await replaceCredentials(trx, existing.id, body.credentials, secrets);
      const name = body.domainName ?? existing.domain_name;
      await recordActivity(trx, { action: 'updated', entityType: 'domain', entityId: existing.id, summary: activitySummary('updated', 'domain', name) });
    });
    return readDomain(params.id);
  }, notFound);

  handle(router, domainRoutes.delete, async ({ params }) => {
    await db.transaction(async (trx) => {
      const existing = await findDomainForUpdate(trx, params.id);
      if (!existing) throw new NotFoundError(DOMAIN_NOT_FOUND_MESSAGE);
      await deleteDomain(trx, existing.id);
      await recordActivity(trx, { action: 'deleted', entityType: 'domain', entityId: existing.id, summary: activitySummary('deleted', 'domain', existing.domain_name) });
    });
  }, notFound);

  return router;
}
