import type { Knex } from '@crm/db';
import { cappedTotal, type ListTotal } from '@crm/domain';

type Db = Knex | Knex.Transaction;

const TOTAL_COLUMN = '__page_total';
type TotalColumn = Record<typeof TOTAL_COLUMN, number | string | null>;

/** A count that stops at `cap` + 1 rows; built by cappedCount. */
export type CappedCount = { query: Knex.QueryBuilder; cap: number };

/**
 * Counts the rows `matches` selects (its filter; its columns and order are dropped), reading at
 * most `cap` + 1 of them: `select count(*) from (select 1 ... limit cap + 1)`. One more row than
 * the cap tells "more than cap" from "exactly cap".
 */
export function cappedCount(db: Db, matches: Knex.QueryBuilder, cap: number): CappedCount {
  const rows = matches
    .clone()
    .clearSelect()
    .clearOrder()
    .select(db.raw('1'))
    .limit(cap + 1);
  return { query: db.from(rows.as('capped')).count('*'), cap };
}

/**
 * A page of rows and the number of rows across every page, in one round trip: the total rides
 * along as an uncorrelated scalar subquery, which PostgreSQL evaluates once. A round trip costs
 * the API more CPU than the count itself, so every list pays one instead of two. Only a page
 * past the end (no rows to carry the total) asks for the total alone.
 *
 * `total` must select exactly one row with one number column (a count, a sum of counts).
 */
export async function pageWithTotal<Row extends object>(
  db: Db,
  page: Knex.QueryBuilder,
  total: Knex.QueryBuilder,
): Promise<{ rows: Row[]; total: number }> {
  const { rows, total: count } = await pageWithListTotal<Row>(db, page, total);
  return { rows, total: count };
}

/**
 * The number a page's rows carry in `column` (each row the same), removed from every row in
 * place: it is each row's last property, which V8 removes cheaply (no copy per row).
 */
function takeCarriedCount<Row extends object>(
  rows: Row[],
  column: typeof TOTAL_COLUMN | typeof SEARCH_TOTAL,
): number {
  const first = rows[0] as Record<string, unknown> | undefined;
  const count = Number(first?.[column] ?? 0);
  for (const row of rows) delete (row as Record<string, unknown>)[column];
  return count;
}

/**
 * pageWithTotal for a list answer: `total` is an exact count (a kept one), or a cappedCount,
 * which answers the cap and totalIsAtLeast when more rows match.
 */
export async function pageWithListTotal<Row extends object>(
  db: Db,
  page: Knex.QueryBuilder,
  total: Knex.QueryBuilder | CappedCount,
): Promise<{ rows: Row[] } & ListTotal> {
  const totalQuery = 'cap' in total ? total.query : total;
  const answer = (counted: number): ListTotal =>
    'cap' in total ? cappedTotal(counted, total.cap) : { total: counted };
  const withTotal = (await page
    .clone()
    .select(db.raw('(?) as ??', [totalQuery, TOTAL_COLUMN]))) as (Row & TotalColumn)[];
  if (withTotal.length === 0) {
    const alone = (await db.first(db.raw('(?) as ??', [totalQuery, TOTAL_COLUMN]))) as
      TotalColumn | undefined;
    return { rows: [], ...answer(Number(alone?.[TOTAL_COLUMN] ?? 0)) };
  }
  const count = takeCarriedCount(withTotal, TOTAL_COLUMN);
  return { rows: withTotal as Row[], ...answer(count) };
}

/**
 * pageWithTotal for a statement written once as SQL: `pageSql` selects the page with the total
 * as the column `__page_total` (PAGE_TOTAL), and `totalSql` the total alone, for a page past
 * the end. For the hottest lists, which the query builder would assemble again on every request.
 */
export async function rawPageWithTotal<Row extends object>(
  db: Db,
  { pageSql, totalSql }: { pageSql: string; totalSql: string },
  bindings: readonly (string | number)[],
): Promise<{ rows: Row[]; total: number }> {
  const withTotal = ((await db.raw(pageSql, bindings)) as { rows: (Row & TotalColumn)[] }).rows;
  if (withTotal.length === 0) {
    const alone = ((await db.raw(totalSql)) as { rows: { total: number | string }[] }).rows[0];
    return { rows: [], total: Number(alone?.total ?? 0) };
  }
  const total = takeCarriedCount(withTotal, TOTAL_COLUMN);
  return { rows: withTotal as Row[], total };
}

/** The name of the column rawPageWithTotal's page statement gives the total in. */
export const PAGE_TOTAL = TOTAL_COLUMN;

/** The column each row of a search's page carries the number of matches in. */
export const SEARCH_TOTAL = '__search_total';
export type SearchTotalColumn = Record<typeof SEARCH_TOTAL, number | string>;

/**
 * The rows of a search's page and the number of matches they carry (SEARCH_TOTAL, removed from
 * each row). A page past the end carries none: `countAlone` counts the matches then.
 */
export async function takeSearchTotal<Row extends object>(
  rows: (Row & SearchTotalColumn)[],
  countAlone: () => Knex.QueryBuilder,
): Promise<{ rows: Row[]; counted: number }> {
  const counted =
    rows.length > 0
      ? takeCarriedCount(rows, SEARCH_TOTAL)
      : Number(
          ((await countAlone().count('* as count').first()) as { count: string } | undefined)
            ?.count ?? 0,
        );
  return { rows, counted };
}
