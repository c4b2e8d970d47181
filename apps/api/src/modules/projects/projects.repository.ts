import { originColumns, type RecordOrigin } from '../../records/record-origin';
import type { ListTotal, ProjectCreate, ProjectStatus, ProjectUpdate } from '@crm/domain';
import { countCap, formatQuoteNumber } from '@crm/domain';
import { highestQuoteSequence, lockQuoteNumbers, type Knex } from '@crm/db';
import { cappedCount, pageWithListTotal } from '../../pagination/page-with-total';
import { rowCountQuery } from '../aggregates/aggregates.repository';
import { linesJson, QUOTE_LINES, type DocumentLineRow } from '../../line-items/document-lines';
import { containsPattern } from '../search/like-pattern';

type Db = Knex | Knex.Transaction;

export type ProjectRow = {
  id: string;
  project_name: string;
  client_id: string;
  status: ProjectStatus;
  start_date: string | null;
  due_date: string | null;
  price: string | null;
  paid: boolean;
  notes: string | null;
  quote_number: string | null;
  valid_until: string | null;
  created_at: Date;
  updated_at: Date;
};

/** A project with the columns of its client that reads include. */
export type ProjectWithClientRow = ProjectRow & {
  client_name: string;
  client_business_name: string | null;
  line_items: DocumentLineRow[];
};

/** What the project columns are written from: the request, with the number and date settled. */
export type ProjectColumnsInput = Omit<ProjectUpdate, 'lineItems'> & {
  quoteNumber?: string;
};

export type ProjectListFilter = {
  search?: string | undefined;
  status?: ProjectStatus | undefined;
  clientId?: string | undefined;
  limit: number;
  offset: number;
};

function toColumns(data: ProjectColumnsInput): Partial<ProjectRow> {
  const columns: Partial<ProjectRow> = {};
  if (data.projectName !== undefined) columns.project_name = data.projectName;
  if (data.clientId !== undefined) columns.client_id = data.clientId;
  if (data.status !== undefined) columns.status = data.status;
  if (data.startDate !== undefined) columns.start_date = data.startDate;
  if (data.dueDate !== undefined) columns.due_date = data.dueDate;
  if (data.price !== undefined) columns.price = data.price;
  if (data.paid !== undefined) columns.paid = data.paid;
  if (data.notes !== undefined) columns.notes = data.notes;
  if (data.validUntil !== undefined) columns.valid_until = data.validUntil;
  if (data.quoteNumber !== undefined) columns.quote_number = data.quoteNumber;
  return columns;
}

function withClient(db: Db): Knex.QueryBuilder {
  return db('projects')
    .join('clients', 'clients.id', 'projects.client_id')
    .select(
      'projects.*',
      'clients.name as client_name',
      'clients.business_name as client_business_name',
      db.raw(linesJson(QUOTE_LINES, 'projects.id')),
    );
}

function applyFilter(query: Knex.QueryBuilder, filter: ProjectListFilter): Knex.QueryBuilder {
  if (filter.search) query.whereILike('projects.project_name', containsPattern(filter.search));
  if (filter.status) query.where('projects.status', filter.status);
  if (filter.clientId) query.where('projects.client_id', filter.clientId);
  return query;
}

export async function listProjects(
  db: Db,
  filter: ProjectListFilter,
): Promise<{ rows: ProjectWithClientRow[] } & ListTotal> {
  const page = applyFilter(withClient(db), filter)
    .orderBy([
      { column: 'projects.created_at', order: 'desc' },
      { column: 'projects.id', order: 'desc' },
    ])
    .limit(filter.limit)
    .offset(filter.offset);
  // A search's count stops at the cap; one client's projects (indexed, and named exactly by its
  // tab and its delete confirmation) are counted in full.
  const matches = applyFilter(db('projects'), filter);
  const total = filter.search
    ? cappedCount(db, matches, countCap(filter.offset, filter.limit))
    : filter.clientId
      ? matches.count('*')
      : rowCountQuery(db, filter.status ? `projects:${filter.status}` : 'projects');
  return pageWithListTotal<ProjectWithClientRow>(db, page, total);
}

export async function findProject(db: Db, id: string): Promise<ProjectWithClientRow | undefined> {
  return withClient(db).where('projects.id', id).first();
}

/** The project's client, or undefined when there is no such project. */
export async function projectClientId(db: Db, id: string): Promise<string | undefined> {
  const row: { client_id: string } | undefined = await db('projects')
    .where({ id })
    .first('client_id');
  return row?.client_id;
}

export async function insertProject(
  db: Db,
  data: Omit<ProjectCreate, 'lineItems'> & { quoteNumber: string; validUntil: string },
  { now, origin }: { now: Date; origin?: RecordOrigin | undefined },
): Promise<string> {
  // Dated by the server's clock, as the quote date and validity are (an import keeps its own).
  const columns = {
    ...toColumns(data),
    created_at: now,
    updated_at: now,
    ...originColumns(origin),
  };
  const [row] = await db('projects').insert(columns).returning('id');
  if (!row) throw new Error('Insert returned no project');
  return row.id as string;
}

export async function updateProject(
  db: Db,
  id: string,
  data: ProjectColumnsInput,
): Promise<boolean> {
  const count = await db('projects')
    .where({ id })
    .update({ ...toColumns(data), updated_at: db.fn.now() });
  return count > 0;
}

/** After a project moves to another client, records of the old client stop pointing at it. */
export async function detachFromOtherClients(
  db: Db,
  projectId: string,
  clientId: string,
): Promise<void> {
  for (const table of ['tasks', 'invoices', 'files', 'recurring_invoices']) {
    await db(table)
      .where({ project_id: projectId })
      .whereNot({ client_id: clientId })
      .update({ project_id: null });
  }
}

/** Deletes the project; its invoices, tasks, files and schedules stay, detached (ON DELETE SET NULL). */
export async function deleteProject(db: Db, id: string): Promise<boolean> {
  return (await db('projects').where({ id }).delete().returning('id')).length > 0;
}

/** The next free 'Q-####': one past the highest in use, handed out under the quote-number lock. */
export async function nextQuoteNumber(trx: Knex.Transaction): Promise<string> {
  await lockQuoteNumbers(trx);
  return formatQuoteNumber((await highestQuoteSequence(trx)) + 1);
}
