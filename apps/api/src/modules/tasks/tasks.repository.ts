import type { TaskCreate, TaskPriority, TaskUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import { pageWithTotal } from '../../pagination/page-with-total';
import { rowCountQuery } from '../aggregates/aggregates.repository';

type Db = Knex | Knex.Transaction;

export type TaskRow = {
  id: string;
  title: string;
  description: string | null;
  client_id: string;
  project_id: string | null;
  completed: boolean;
  priority: TaskPriority;
  due_date: string | null;
  created_at: Date;
  updated_at: Date;
};

export type TaskListFilter = { clientId?: string | undefined; limit: number; offset: number };

function toColumns(data: TaskUpdate): Partial<TaskRow> {
  const columns: Partial<TaskRow> = {};
  if (data.title !== undefined) columns.title = data.title;
  if (data.description !== undefined) columns.description = data.description;
  if (data.clientId !== undefined) columns.client_id = data.clientId;
  if (data.projectId !== undefined) columns.project_id = data.projectId;
  if (data.completed !== undefined) columns.completed = data.completed;
  if (data.priority !== undefined) columns.priority = data.priority;
  if (data.dueDate !== undefined) columns.due_date = data.dueDate;
  return columns;
}

function applyFilter(query: Knex.QueryBuilder, filter: TaskListFilter): Knex.QueryBuilder {
  if (filter.clientId) query.where('client_id', filter.clientId);
  return query;
}

export async function listTasks(
  db: Db,
  filter: TaskListFilter,
): Promise<{ rows: TaskRow[]; total: number }> {
  const page = applyFilter(db('tasks').select('*'), filter)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(filter.limit)
    .offset(filter.offset);
  const total = filter.clientId
    ? applyFilter(db('tasks'), filter).count('*')
    : rowCountQuery(db, 'tasks');
  return pageWithTotal<TaskRow>(db, page, total);
}

export async function findTask(db: Db, id: string): Promise<TaskRow | undefined> {
  return db<TaskRow>('tasks').where({ id }).first();
}

export async function insertTask(db: Db, data: TaskCreate): Promise<TaskRow> {
  const [row] = await db<TaskRow>('tasks').insert(toColumns(data)).returning('*');
  if (!row) throw new Error('Insert returned no task');
  return row;
}

export async function updateTask(
  db: Db,
  id: string,
  data: TaskUpdate,
): Promise<TaskRow | undefined> {
  const [row] = await db<TaskRow>('tasks')
    .where({ id })
    .update({ ...toColumns(data), updated_at: db.fn.now() as unknown as Date })
    .returning('*');
  return row;
}

export async function deleteTask(db: Db, id: string): Promise<boolean> {
  return (await db('tasks').where({ id }).delete().returning('id')).length > 0;
}
