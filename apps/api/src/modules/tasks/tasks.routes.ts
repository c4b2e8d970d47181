import Router from '@koa/router';
import { taskRoutes } from '@crm/api-contract';
import { activitySummary, pageOffset } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { recordActivity } from '../activity/activity.repository';
import { clientExists } from '../clients/clients.repository';
import { CLIENT_NOT_FOUND_MESSAGE } from '../clients/clients.routes';
import { projectClientId } from '../projects/projects.repository';
import { presentTask } from './tasks.presenter';
import { deleteTask, findTask, insertTask, listTasks, updateTask } from './tasks.repository';

export const TASK_NOT_FOUND_MESSAGE = 'Task not found';
export const PROJECT_OF_OTHER_CLIENT_MESSAGE = "Project must belong to the task's client";
const notFound = { notFound: TASK_NOT_FOUND_MESSAGE };

/** The client must exist and the project, when there is one, must be that client's. */
async function checkReferences(db: AppDeps['db'], clientId: string, projectId: string | null): Promise<void> {
  if (!(await clientExists(db, clientId))) throw new ValidationError([{ path: 'clientId', message: CLIENT_NOT_FOUND_MESSAGE }]);
  if (projectId !== null && (await projectClientId(db, projectId)) !== clientId) {
    throw new ValidationError([{ path: 'projectId', message: PROJECT_OF_OTHER_CLIENT_MESSAGE }]);
  }
}

export function createTasksRouter(deps: Pick<AppDeps, 'db'>): Router {
  const router = new Router();
  const { db } = deps;

  handle(router, taskRoutes.list, async ({ query }) => {
    const { rows, total } = await listTasks(db, { clientId: query.clientId, limit: query.limit, offset: pageOffset(query.page, query.limit) });
    return { tasks: rows.map(presentTask), total };
  });

  handle(router, taskRoutes.get, async ({ params }) => {
    const row = await findTask(db, params.id);
    if (!row) throw new NotFoundError(TASK_NOT_FOUND_MESSAGE);
    return presentTask(row);
  }, notFound);

  handle(router, taskRoutes.create, async ({ body }) =>
    db.transaction(async (trx) => {
      await checkReferences(trx, body.clientId, body.projectId);
      const row = await insertTask(trx, body);
      await recordActivity(trx, { action: 'created', entityType: 'task', entityId: row.id, summary: activitySummary('created', 'task', row.title) });
      return presentTask(row);
    }),
  );

  handle(router, taskRoutes.update, async ({ params, body }) =>
    db.transaction(async (trx) => {
      const existing = await findTask(trx, params.id);
      if (!existing) throw new NotFoundError(TASK_NOT_FOUND_MESSAGE);
      const clientId = body.clientId ?? existing.client_id;
      // Moving a task to another client resets its project, as the form does.
      const clientChanged = clientId !== existing.client_id;
      const projectId = body.projectId !== undefined ? body.projectId : clientChanged ? null : existing.project_id;
      await checkReferences(trx, clientId, projectId);
      const row = await updateTask(trx, existing.id, { ...body, clientId, projectId });
      if (!row) throw new NotFoundError(TASK_NOT_FOUND_MESSAGE);
      await recordActivity(trx, { action: 'updated', entityType: 'task', entityId: row.id, summary: activitySummary('updated', 'task', row.title) });
      return presentTask(row);
    }),
  notFound);

  handle(router, taskRoutes.delete, async ({ params }) => {
    await db.transaction(async (trx) => {
      const row = await findTask(trx, params.id);
      if (!row) throw new NotFoundError(TASK_NOT_FOUND_MESSAGE);
      await deleteTask(trx, row.id);
      await recordActivity(trx, { action: 'deleted', entityType: 'task', entityId: row.id, summary: activitySummary('deleted', 'task', row.title) });
    });
  }, notFound);

  return router;
}
