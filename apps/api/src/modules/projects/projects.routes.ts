import Router from '@koa/router';
import { projectRoutes } from '@crm/api-contract';
import { inlineHeader, pageOffset, PROJECT_NOT_FOUND_MESSAGE } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { loadProject } from './load-project';
import { createProject, deleteProject, updateProject } from './projects.commands';
import { presentProject } from './projects.presenter';
import { listProjects } from './projects.repository';
import { quotePdf } from './quote-pdf';

const notFound = { notFound: PROJECT_NOT_FOUND_MESSAGE };

export function createProjectsRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'storage'>): Router {
  const router = new Router();
  const { db, clock, storage } = deps;

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
    presentProject(await createProject(db, body, { now: clock() })),
  );

  handle(
    router,
    projectRoutes.pdf,
    async ({ params, ctx }) => {
      const pdf = await quotePdf(db, storage, params.id, { now: clock() });
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', inlineHeader(pdf.fileName));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = pdf.bytes;
    },
    notFound,
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
