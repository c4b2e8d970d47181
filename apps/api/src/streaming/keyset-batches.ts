import type { Knex } from 'knex';

export type KeysetColumn = {
  /** Qualified column, e.g. 'c.created_at'. */
  column: string;
  /** SQL type the cursor text is cast back to, e.g. 'timestamptz', 'uuid'. */
  type: string;
};

export type KeysetOptions = {
  db: Knex | Knex.Transaction;
  /** A fresh query (select and joins, no order or limit) each time it is called. */
  query: () => Knex.QueryBuilder;
  /** Unique ordering, the last column usually the primary key. */
  orderBy: KeysetColumn[];
  direction?: 'asc' | 'desc';
  batchSize?: number;
};

const CURSOR_PREFIX = '__cursor_';

/**
 * Reads a query in batches with keyset pagination: each batch starts strictly after the last
 * row of the previous one, so the cost per batch stays flat and only one batch is in memory.
 * Used instead of Knex's .stream(), which knex-pglite emulates by loading every row at once.
 * Cursor values travel as text so timestamps keep their microseconds.
 */
export async function* readInBatches<Row extends Record<string, unknown>>(
  options: KeysetOptions,
): AsyncGenerator<Row[]> {
  const { db, query, orderBy, direction = 'asc', batchSize = 1000 } = options;
  const aliases = orderBy.map((_, index) => `${CURSOR_PREFIX}${index}`);
  const comparison = direction === 'asc' ? '>' : '<';
  let cursor: string[] | null = null;

  for (;;) {
    const builder = query();
    orderBy.forEach(({ column }, index) => {
      builder.select(db.raw('??::text as ??', [column, aliases[index]]));
      builder.orderBy(column, direction);
    });
    if (cursor) {
      const left = orderBy.map(() => '??').join(', ');
      const right = orderBy.map(({ type }) => `?::${type}`).join(', ');
      builder.whereRaw(`(${left}) ${comparison} (${right})`, [...orderBy.map(({ column }) => column), ...cursor]);
    }
    const rows = (await builder.limit(batchSize)) as Row[];
    if (rows.length === 0) return;

    const last = rows[rows.length - 1] as Record<string, unknown>;
    cursor = aliases.map((alias) => String(last[alias]));
    for (const row of rows) for (const alias of aliases) delete (row as Record<string, unknown>)[alias];
    yield rows;
    if (rows.length < batchSize) return;
  }
}
