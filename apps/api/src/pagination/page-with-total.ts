import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

const TOTAL_COLUMN = '__page_total';

/**
 * A page of rows and the number of rows across every page, in one round trip: the total rides
 * along as an uncorrelated scalar subquery, which PostgreSQL evaluates once. A round trip costs
 * the API more CPU than the count itself, so every list pays one instead of two. Only a page
 * past the end (no rows to carry the total) asks for the total alone.
 *
 * `total` must select exactly one row with one number column (a count, a sum of counts).
 */
export async function pageWithTotal<Row extends object>(db: Db, page: Knex.QueryBuilder, total: Knex.QueryBuilder): Promise<{ rows: Row[]; total: number }> {
  const withTotal = (await page.clone().select(db.raw('(?) as ??', [total, TOTAL_COLUMN]))) as (Row & Record<typeof TOTAL_COLUMN, number | string | null>)[];
  if (withTotal.length === 0) {
    const alone = (await db.first(db.raw('(?) as ??', [total, TOTAL_COLUMN]))) as Record<typeof TOTAL_COLUMN, number | string | null> | undefined;
    return { rows: [], total: Number(alone?.[TOTAL_COLUMN] ?? 0) };
  }
  const count = Number(withTotal[0]?.[TOTAL_COLUMN] ?? 0);
  // In place: the total is each row's last property, which V8 removes cheaply (no copy per row).
  for (const row of withTotal) delete (row as Partial<Record<typeof TOTAL_COLUMN, unknown>>)[TOTAL_COLUMN];
  return { rows: withTotal as Row[], total: count };
}
