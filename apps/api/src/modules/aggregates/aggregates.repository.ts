import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

// Reads of the aggregate tables that triggers keep exact in every transaction (migration
// 20250602000200_scale_aggregates), so unfiltered counts and sums never scan the big tables.

/** Keys of row_counts: whole tables, projects by status, and files that belong to a client. */
export type RowCountKey = 'clients' | 'projects' | `projects:${string}` | 'tasks' | 'activity' | 'files:client';

export async function rowCount(db: Db, key: RowCountKey): Promise<number> {
  const row = (await db('row_counts').where({ key }).first('n')) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/** Domains expiring on or before `lastDay` (every domain when undefined). */
export async function domainCountExpiringBy(db: Db, lastDay: string | undefined): Promise<number> {
  const query = db('domain_expiry_counts');
  if (lastDay !== undefined) query.where('expiry_date', '<=', lastDay);
  const row = (await query.first(db.raw('coalesce(sum(domain_count), 0) as count'))) as { count: number | string };
  return Number(row.count);
}
