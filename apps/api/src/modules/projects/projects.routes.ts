import Router from '@koa/router';
import { projectRoutes } from '@crm/api-contract';
import { activitySummary, pageOffset } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { recordActivity } from '../activity/activity.repository';
import { CLIENT_NOT_FOUND_MESSAGE } from '../clients/clients.routes';
import { clientExists } from '../clients/clients.repository';
import { presentProject } from './projects.presenter';
import { deleteProject, detachFromOtherClients, findProject, insertProject, listProjects, updateProject } from './projects.repository';
import type { ProjectWithClientRow } from './projects.repository';

export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';
const notFound = { notFound: PROJECT_NOT_FOUND_MESSAGE };

async function requireClient(db: AppDeps['db'], clientId: string): Promise<void> {
  if (!(await clientExists(db, clientId))) throw new ValidationError([{ path: 'clientId', message: CLIENT_NOT_FOUND_MESSAGE }]);
}

async function loadProject(db: AppDeps['db'], id: string): Promise<ProjectWithClientRow> {
  const row = await findProject(db, id);
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
  return row;
}

export function createProjectsRouter(deps: Pick<AppDeps, 'db'>): Router {
  const router = new Router();
  const { db } = deps;

  handle(router, projectRoutes.list, async ({ query }) => {
    const { rows, total } = await listProjects(db, {
      search: query.search,
      status: query.status,
      clientId: query.clientId,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    });
    return { projects: rows.map(presentProject), total };
  });

  handle(router, projectRoutes.get, async ({ params }) => presentProject(await loadProject(db, params.id)), notFound);

  handle(router, projectRoutes.create, async ({ body }) =>
    db.transaction(async (trx) => {
      await requireClient(trx, body.clientId);
      const id = await insertProject(trx, body);
      await recordActivity(trx, { action: 'created', entityType: 'project', entityId: id, summary: activitySummary('created', 'project', body.projectName) });
      return presentProject(await loadProject(trx, id));
    }),
  );

  handle(router, projectRoutes.update, async ({ params, body }) =>
    db.transaction(async (trx) => {
      if (body.clientId !== undefined) await requireClient(trx, body.clientId);
      if (!(await updateProject(trx, params.id, body))) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
      if (body.clientId !== undefined) await detachFromOtherClients(trx, params.id, body.clientId);
      const row = await loadProject(trx, params.id);
      await recordActivity(trx, { action: 'updated', entityType: 'project', entityId: row.id, summary: activitySummary('updated', 'project', row.project_name) });
      return presentProject(row);
    }),
  notFound);

  handle(router, projectRoutes.delete, async ({ params }) => {
    await db.transaction(async (trx) => {
      const row = await loadProject(trx, params.id);
      await deleteProject(trx, row.id);
      await recordActivity(trx, { action: 'deleted', entityType: 'project', entityId: row.id, summary: activitySummary('deleted', 'project', row.project_name) });
    });
  }, notFound);

  return router;
}
