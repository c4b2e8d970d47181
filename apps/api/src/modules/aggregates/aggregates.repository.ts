import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

// Reads of the aggregate tables that triggers keep exact in every transaction (migration
// 20250602000200_scale_aggregates), so unfiltered counts and sums never scan the big tables.

/** Keys of row_counts: whole tables, projects by status, and files that belong to a client. */
export type RowCountKey =
  'clients' | 'projects' | `projects:${string}` | 'tasks' | 'activity' | 'files:client';

/** The count as a one-row query, to run alone or to ride along with a page (pageWithTotal). */
export function rowCountQuery(db: Db, key: RowCountKey): Knex.QueryBuilder {
  return db('row_counts').where({ key }).select('n');
}

export async function rowCount(db: Db, key: RowCountKey): Promise<number> {
  const row = (await rowCountQuery(db, key).first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/** Query for the domains expiring on or before `lastDay` (every domain when undefined). */
export function domainCountExpiringByQuery(db: Db, lastDay: string | undefined): Knex.QueryBuilder {
  const query = db('domain_expiry_counts').select(
    db.raw('coalesce(sum(domain_count), 0) as count'),
  );
  if (lastDay !== undefined) query.where('expiry_date', '<=', lastDay);
  return query;
}

/** Domains expiring on or before `lastDay` (every domain when undefined). */
export async function domainCountExpiringBy(db: Db, lastDay: string | undefined): Promise<number> {
  const row = (await domainCountExpiringByQuery(db, lastDay).first()) as { count: number | string };
  return Number(row.count);
}
