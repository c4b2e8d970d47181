import { referencesAfterUpdate, TASK_NOT_FOUND_MESSAGE } from '@crm/domain';
import type { ActivityAction, TaskCreate, TaskUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError } from '../../middlewares/http-errors';
import { recordChange } from '../activity/record-change';
import { requireReferences } from '../projects/require-references';
import {
  deleteTask as deleteTaskRow,
  findTask,
  insertTask,
  updateTask as updateTaskRow,
  type TaskRow,
} from './tasks.repository';

type Db = Knex | Knex.Transaction;

async function recordTaskActivity(db: Db, action: ActivityAction, row: TaskRow): Promise<void> {
  await recordChange(db, action, 'task', row.id, row.title);
}

export async function createTask(db: Db, input: TaskCreate): Promise<TaskRow> {
  return db.transaction(async (trx) => {
    await requireReferences(trx, input, 'task');
    const row = await insertTask(trx, input);
    await recordTaskActivity(trx, 'created', row);
    return row;
  });
}

/** Moving a task to another client drops its project unless one is sent; 404 when there is no such task. */
export async function updateTask(db: Db, id: string, input: TaskUpdate): Promise<TaskRow> {
  return db.transaction(async (trx) => {
    const existing = await findTask(trx, id);
    if (!existing) throw new NotFoundError(TASK_NOT_FOUND_MESSAGE);
    const references = referencesAfterUpdate(
      { clientId: existing.client_id, projectId: existing.project_id },
      input,
    );
    await requireReferences(trx, references, 'task');
    const row = await updateTaskRow(trx, existing.id, { ...input, ...references });
    if (!row) throw new NotFoundError(TASK_NOT_FOUND_MESSAGE);
    await recordTaskActivity(trx, 'updated', row);
    return row;
  });
}

export async function deleteTask(db: Db, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await findTask(trx, id);
    if (!row) throw new NotFoundError(TASK_NOT_FOUND_MESSAGE);
    await deleteTaskRow(trx, row.id);
    await recordTaskActivity(trx, 'deleted', row);
  });
}
