import Router from '@koa/router';
import { domainRoutes } from '@crm/api-contract';
import { DOMAIN_NOT_FOUND_MESSAGE, pageOffset, todayInLondon } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import { createDomain, deleteDomain, updateDomain } from './domains.commands';
import { presentDomain } from './domains.presenter';
import { findDomain, listDomains } from './domains.repository';

const notFound = { notFound: DOMAIN_NOT_FOUND_MESSAGE };

export function createDomainsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>): Router {
  const router = new Router();
  const { db, clock, secrets } = deps;

  async function readDomain(id: string) {
    const row = await findDomain(db, id);
    if (!row) throw new NotFoundError(DOMAIN_NOT_FOUND_MESSAGE);
    return presentDomain(row, row.credentials, secrets);
  }

  handle(router, domainRoutes.list, async ({ query }) => {
    const { rows, total, totalIsAtLeast } = await listDomains(db, {
      search: query.search,
      daysUntilExpiry: query.daysUntilExpiry,
      clientId: query.clientId,
      today: todayInLondon(clock()),
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    });
    const domains = rows.map((row) => presentDomain(row, row.credentials, secrets));
    return { domains, total, totalIsAtLeast };
  });

  handle(router, domainRoutes.get, async ({ params }) => readDomain(params.id), notFound);

  handle(router, domainRoutes.create, async ({ body }) =>
    readDomain(await createDomain(db, body, { secrets })),
  );

  handle(
    router,
    domainRoutes.update,
    async ({ params, body }) => {
      await updateDomain(db, params.id, body, { secrets });
      return readDomain(params.id);
    },
    notFound,
  );

  handle(router, domainRoutes.delete, async ({ params }) => deleteDomain(db, params.id), notFound);

  return router;
}
