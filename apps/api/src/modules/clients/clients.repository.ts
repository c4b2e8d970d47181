import {
  cappedTotal,
  countCap,
  type ClientCreate,
  type ClientUpdate,
  type ListTotal,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import {
  PAGE_TOTAL,
  rawPageWithTotal,
  SEARCH_TOTAL,
  takeSearchTotal,
  type SearchTotalColumn,
} from '../../pagination/page-with-total';
import { originColumns, type RecordOrigin } from '../../records/record-origin';
import { containsPattern } from '../search/like-pattern';

type Db = Knex | Knex.Transaction;

export type ClientRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  business_name: string | null;
  address: string | null;
  notes: string | null;
  tags: string | null;
  late_payment_claims: boolean;
  created_at: Date;
  updated_at: Date;
};

export type ClientListFilter = { search?: string | undefined; limit: number; offset: number };

function toColumns(data: ClientUpdate): Partial<ClientRow> {
  const columns: Partial<ClientRow> = {};
  if (data.name !== undefined) columns.name = data.name;
  if (data.email !== undefined) columns.email = data.email;
  if (data.phone !== undefined) columns.phone = data.phone;
  if (data.businessName !== undefined) columns.business_name = data.businessName;
  if (data.address !== undefined) columns.address = data.address;
  if (data.notes !== undefined) columns.notes = data.notes;
  if (data.tags !== undefined) columns.tags = data.tags;
  if (data.latePaymentClaims !== undefined) columns.late_payment_claims = data.latePaymentClaims;
  return columns;
}

function applySearch(query: Knex.QueryBuilder, search: string): Knex.QueryBuilder {
  const pattern = containsPattern(search);
  return query.where((where) =>
    where
      .whereILike('name', pattern)
      .orWhereILike('business_name', pattern)
      .orWhereILike('email', pattern),
  );
}

const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

export async function listClients(
  db: Db,
  filter: ClientListFilter,
): Promise<{ rows: ClientRow[] } & ListTotal> {
  if (filter.search) return searchClients(db, { ...filter, search: filter.search });
  return rawPageWithTotal<ClientRow>(db, NEWEST_CLIENTS, [filter.limit, filter.offset]);
}

// The list as it opens, the app's most frequent read: written once as SQL, where the query
// builder assembled it again on every request (about 30 µs of a 360 µs request's CPU). The
// total is the kept count (row_counts).
const CLIENT_COUNT = `select n from row_counts where key = 'clients'`;
const NEWEST_CLIENTS = {
  pageSql: `select *, (${CLIENT_COUNT}) as ${PAGE_TOTAL} from clients
    order by created_at desc, id desc limit ? offset ?`,
  totalSql: `select coalesce((${CLIENT_COUNT}), 0) as total`,
};

/**
 * A search's page. The matches are gathered once, up to the cap (one pass over the trigram
 * indexes, which the count needs anyway); when that is all of them, the page is ranked from
 * those alone, in one query. Past the cap (a word most clients have) the newest matches are
 * read through the creation-date index instead, where they come quickly.
 */
async function searchClients(
  db: Db,
  filter: ClientListFilter & { search: string },
): Promise<{ rows: ClientRow[] } & ListTotal> {
  const cap = countCap(filter.offset, filter.limit);
  const withMatches = () =>
    db.with(
      'matches',
      applySearch(db('clients').select('id', 'created_at'), filter.search).limit(cap + 1),
    );
  const { rows, counted } = await takeSearchTotal(
    (await withMatches()
      .from('clients')
      .select('*', db.raw('(select count(*) from matches) as ??', [SEARCH_TOTAL]))
      .whereIn(
        'id',
        db('matches')
          .select('id')
          .orderBy([...NEWEST_FIRST])
          .limit(filter.limit)
          .offset(filter.offset),
      )
      .orderBy([...NEWEST_FIRST])) as (ClientRow & SearchTotalColumn)[],
    () => withMatches().from('matches'),
  );
  if (counted <= cap) return { rows, ...cappedTotal(counted, cap) };
  const page = (await applySearch(db('clients').select('*'), filter.search)
    .orderBy([...NEWEST_FIRST])
    .limit(filter.limit)
    .offset(filter.offset)) as ClientRow[];
  return { rows: page, ...cappedTotal(counted, cap) };
}

export async function findClient(db: Db, id: string): Promise<ClientRow | undefined> {
  return db<ClientRow>('clients').where({ id }).first();
}

export async function clientExists(db: Db, id: string): Promise<boolean> {
  return (await db('clients').where({ id }).first('id')) !== undefined;
}

export async function insertClient(db: Db, data: ClientCreate): Promise<ClientRow> {
  const [row] = await db<ClientRow>('clients').insert(toColumns(data)).returning('*');
  if (!row) throw new Error('Insert returned no client');
  return row;
}

export async function updateClient(
  db: Db,
  id: string,
  data: ClientUpdate,
): Promise<ClientRow | undefined> {
  const [row] = await db<ClientRow>('clients')
    .where({ id })
    .update({ ...toColumns(data), updated_at: db.fn.now() as unknown as Date })
    .returning('*');
  return row;
}

/**
 * Locks the client row until the transaction ends; false when there is no such client. 'update'
 * (a delete) and 'share' (filing a file under it) exclude each other, so a delete waits for a
 * file being filed and then sees its row, or goes first and leaves no client to file under.
 */
export async function lockClient(db: Db, id: string, mode: 'share' | 'update'): Promise<boolean> {
  const query = db('clients').where({ id }).first('id');
  return (await (mode === 'share' ? query.forShare() : query.forUpdate())) !== undefined;
}

/** Storage keys of every file that goes with the client, to remove the bytes after commit. */
export async function clientFileKeys(db: Db, id: string): Promise<string[]> {
  return db('files').where({ client_id: id }).pluck('storage_key');
}

/** Deletes the client; the foreign keys cascade to its projects, invoices, domains, tasks and files. */
export async function deleteClient(db: Db, id: string): Promise<boolean> {
  return (await db('clients').where({ id }).delete().returning('id')).length > 0;
}

/** A client to insert as an import brings it: with its ID and creation time when the file has them. */
export type ClientImportRow = ClientCreate & RecordOrigin;

/** Inserts many clients in one statement; the aggregates triggers count them once. */
export async function insertClientBatch(
  db: Db,
  clients: readonly ClientImportRow[],
): Promise<string[]> {
  if (clients.length === 0) return [];
  const rows = clients.map((client) => ({ ...toColumns(client), ...originColumns(client) }));
  const inserted = (await db('clients').insert(rows).returning('id')) as { id: string }[];
  return inserted.map((row) => row.id);
}

/** Every client's ID, name and email: what an import matches its rows against. */
export async function clientMatchFields(
  db: Db,
): Promise<{ id: string; name: string; email: string | null }[]> {
  return db('clients').select('id', 'name', 'email');
}

/** Every client's ID and names: what an import's rows name their client by. */
export async function clientNameFields(
  db: Db,
): Promise<{ id: string; name: string; businessName: string | null }[]> {
  return db('clients').select('id', 'name', 'business_name as businessName');
}
