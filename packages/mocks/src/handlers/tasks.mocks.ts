import { taskRoutes } from '@crm/api-contract';
import { referencesAfterUpdate, TASK_NOT_FOUND_MESSAGE } from '@crm/domain';
import type { Task } from '@crm/domain';
import { recordActivity } from '../db/activity-log';
import { newestFirst, paginate, sentFields } from '../db/list-helpers';
import type { MockDb } from '../db/mock-db.types';
import { notFound } from './mock-errors';
import { mock } from './mock-route';
import { requireReferences } from './references';

const options = { notFound: TASK_NOT_FOUND_MESSAGE };

function findTask(db: MockDb, id: string): Task {
  const task = db.tasks.find((t) => t.id === id);
  if (!task) throw notFound(TASK_NOT_FOUND_MESSAGE);
  return task;
}

export const taskMocks = [
  mock(taskRoutes.list, ({ db, query }) => {
    const matches = db.tasks
      .filter((t) => !query.clientId || t.clientId === query.clientId)
      .sort(newestFirst);
    return { tasks: structuredClone(paginate(matches, query)), total: matches.length };
  }),

  mock(taskRoutes.get, ({ db, params }) => structuredClone(findTask(db, params.id)), options),

  mock(taskRoutes.create, ({ db, body }) => {
    requireReferences(db, body, 'task');
    const now = db.now();
    const task: Task = { id: db.newId(), ...body, createdAt: now, updatedAt: now };
    db.tasks.push(task);
    recordActivity(db, 'created', 'task', task.id, task.title);
    return structuredClone(task);
  }),

  mock(
    taskRoutes.update,
    ({ db, params, body }) => {
      const task = findTask(db, params.id);
      const refs = referencesAfterUpdate(task, body);
      requireReferences(db, refs, 'task');
      Object.assign(task, sentFields(body), refs, { updatedAt: db.now() });
      recordActivity(db, 'updated', 'task', task.id, task.title);
      return structuredClone(task);
    },
    options,
  ),

  mock(
    taskRoutes.delete,
    ({ db, params }) => {
      const task = findTask(db, params.id);
      db.tasks = db.tasks.filter((t) => t.id !== task.id);
      recordActivity(db, 'deleted', 'task', task.id, task.title);
    },
    options,
  ),
];
