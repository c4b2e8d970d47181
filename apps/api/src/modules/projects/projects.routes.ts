import Router from '@koa/router';
import { projectRoutes } from '@crm/api-contract';
import { pageOffset, PROJECT_NOT_FOUND_MESSAGE } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { loadProject } from './load-project';
import { createProject, deleteProject, updateProject } from './projects.commands';
import { presentProject } from './projects.presenter';
import { listProjects } from './projects.repository';

const notFound = { notFound: PROJECT_NOT_FOUND_MESSAGE };

export function createProjectsRouter(deps: Pick<AppDeps, 'db'>): Router {
  const router = new Router();
  const { db } = deps;

  handle(router, projectRoutes.list, async ({ query }) => {
    const { rows, total, totalIsAtLeast } = await listProjects(db, {
      search: query.search,
      status: query.status,
      clientId: query.clientId,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    });
    return { projects: rows.map(presentProject), total, totalIsAtLeast };
  });

  handle(
    router,
    projectRoutes.get,
    async ({ params }) => presentProject(await loadProject(db, params.id)),
    notFound,
  );

  handle(router, projectRoutes.create, async ({ body }) =>
    presentProject(await createProject(db, body)),
  );

  handle(
    router,
    projectRoutes.update,
    async ({ params, body }) => {
      return presentProject(await updateProject(db, params.id, body));
    },
    notFound,
  );

  handle(
    router,
    projectRoutes.delete,
    async ({ params }) => deleteProject(db, params.id),
    notFound,
  );

  return router;
}
