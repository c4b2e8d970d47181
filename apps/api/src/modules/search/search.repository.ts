import type { Knex } from '@crm/db';
import { containsPattern } from './like-pattern';

type Db = Knex | Knex.Transaction;

/** A hit with the columns its title and subtitle are made from. */
export type SearchHitRow = {
  id: string;
  title: string;
  client_id: string;
  client_name: string;
  client_business_name: string | null;
  /** clients: email; invoices: amount; domains: expiry date; otherwise null. */
  detail: string | null;
};

type Source = {
  table: string;
  title: string;
  /** Columns matched; all are trigram-indexed. */
  columns: string[];
  detail?: string;
};

// Each search is an indexed ILIKE per type (GIN trigram indexes), limited to a few rows:
// never a full scan for 3+ characters.
const SOURCES = {
  client: {
    table: 'clients',
    title: 'name',
    columns: ['name', 'business_name', 'email'],
    detail: 'email',
  },
  project: { table: 'projects', title: 'project_name', columns: ['project_name'] },
  invoice: {
    table: 'invoices',
    title: 'invoice_number',
    columns: ['invoice_number'],
    detail: 'amount',
  },
  domain: {
    table: 'domains',
    title: 'domain_name',
    columns: ['domain_name'],
    detail: 'expiry_date',
  },
  task: { table: 'tasks', title: 'title', columns: ['title'] },
} satisfies Record<string, Source>;

export type SearchSource = keyof typeof SOURCES;

/**
 * At most this many matches of one type are ranked. A broad term ('ltd') can match tens of
 * thousands of rows; ranking them all would sort them all. The candidates come straight off
 * the trigram index, so the cost stays flat however many rows match.
 */
export const SEARCH_CANDIDATES = 200;

export async function searchSource(
  db: Db,
  source: SearchSource,
  term: string,
  limit: number,
): Promise<SearchHitRow[]> {
  const { table, title, columns, detail } = SOURCES[source] as Source;
  const pattern = containsPattern(term);
  const prefix = `${pattern.slice(1)}`;
  const clientColumn = table === 'clients' ? 'id' : 'client_id';
  const candidates = db(table)
    .select(
      'id',
      `${title} as title`,
      `${clientColumn} as client_ref`,
      db.raw(detail ? `??::text as detail` : 'null as detail', detail ? [detail] : []),
    )
    .where((where) => {
      for (const column of columns) where.orWhereILike(column, pattern);
    })
    .limit(SEARCH_CANDIDATES)
    .as('t');
  return (
    db
      .from(candidates)
      .join('clients as c', 'c.id', 't.client_ref')
      .select(
        't.id',
        't.title',
        'c.id as client_id',
        'c.name as client_name',
        'c.business_name as client_business_name',
        't.detail',
      )
      // Titles that start with the term first, then alphabetical.
      .orderByRaw('(t.title ilike ?) desc, t.title asc, t.id asc', [prefix])
      .limit(limit)
  );
}
