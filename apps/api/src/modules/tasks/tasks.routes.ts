import Router from '@koa/router';
import { taskRoutes } from '@crm/api-contract';
import { pageOffset, TASK_NOT_FOUND_MESSAGE } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import { createTask, deleteTask, updateTask } from './tasks.commands';
import { presentTask } from './tasks.presenter';
import { findTask, listTasks } from './tasks.repository';

const notFound = { notFound: TASK_NOT_FOUND_MESSAGE };

export function createTasksRouter(deps: Pick<AppDeps, 'db'>): Router {
  const router = new Router();
  const { db } = deps;

  handle(router, taskRoutes.list, async ({ query }) => {
    const { rows, total } = await listTasks(db, {
      clientId: query.clientId,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    });
    return { tasks: rows.map(presentTask), total };
  });

  handle(
    router,
    taskRoutes.get,
    async ({ params }) => {
      const row = await findTask(db, params.id);
      if (!row) throw new NotFoundError(TASK_NOT_FOUND_MESSAGE);
      return presentTask(row);
    },
    notFound,
  );

  handle(router, taskRoutes.create, async ({ body }) => presentTask(await createTask(db, body)));

  handle(
    router,
    taskRoutes.update,
    async ({ params, body }) => {
      return presentTask(await updateTask(db, params.id, body));
    },
    notFound,
  );

  handle(router, taskRoutes.delete, async ({ params }) => deleteTask(db, params.id), notFound);

  return router;
}
