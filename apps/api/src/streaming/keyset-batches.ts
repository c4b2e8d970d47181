import type { Knex } from 'knex';

export type KeysetColumn = {
  /** Qualified column, e.g. 'c.created_at'. */
  column: string;
  /**
   * SQL type the cursor text is cast back to, e.g. 'uuid'. A 'timestamptz' cursor travels as
   * UTC wall-clock text ('2026-01-02 09:00:00.123456'), whatever the session's time zone.
   */
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

/** A row read as an array: the query's selected cells in order, then the keyset cursor's cells. */
export type CellRow = unknown[];

// Rows held per batch: the reader holds at most two batches (one taken, one read ahead).
const DEFAULT_BATCH_SIZE = 1000;
const cursorAliases = (orderBy: readonly KeysetColumn[]) =>
  orderBy.map((_, index) => `__cursor_${index}`);

type Page<Row> = { rows: Row[]; full: boolean };

/**
 * Keyset pagination: each batch starts strictly after the last row of the previous one, so the
 * cost per batch stays flat. Used instead of Knex's .stream(), which knex-pglite emulates by
 * loading every row at once. Cursor values travel as text so timestamps keep their
 * microseconds. The next batch is queried as soon as the consumer takes one, so the database
 * works while the consumer encodes; at most one batch waits unconsumed, so memory stays flat.
 */
async function* keysetPages<Row>(
  options: KeysetOptions,
  rowMode: 'object' | 'array',
  cursorOf: (row: Row) => string[],
): AsyncGenerator<Row[]> {
  const { db, query, orderBy, direction = 'asc', batchSize = DEFAULT_BATCH_SIZE } = options;
  const aliases = cursorAliases(orderBy);
  const comparison = direction === 'asc' ? '>' : '<';

  const pageAfter = (cursor: string[] | null): Promise<Page<Row>> => {
    const builder = query();
    orderBy.forEach(({ column, type }, index) => {
      const text =
        type === 'timestamptz' ? `(?? at time zone 'UTC')::text as ??` : '??::text as ??';
      builder.select(db.raw(text, [column, aliases[index]]));
      builder.orderBy(column, direction);
    });
    if (cursor) {
      const left = orderBy.map(() => '??').join(', ');
      const right = orderBy
        .map(({ type }) =>
          type === 'timestamptz' ? `(?::timestamp at time zone 'UTC')` : `?::${type}`,
        )
        .join(', ');
      builder.whereRaw(`(${left}) ${comparison} (${right})`, [
        ...orderBy.map(({ column }) => column),
        ...cursor,
      ]);
    }
    if (rowMode === 'array') builder.options({ rowMode: 'array' });
    // then() sends the query now rather than when the page is awaited.
    return builder
      .limit(batchSize)
      .then((rows: Row[]) => ({ rows, full: rows.length === batchSize }));
  };

  let pending = pageAfter(null);
  for (;;) {
    const { rows, full } = await pending;
    if (rows.length === 0) return;
    if (full) {
      pending = pageAfter(cursorOf(rows[rows.length - 1]!));
      // Handled here too, so a consumer that stops early leaves no unhandled rejection.
      pending.catch(() => undefined);
    }
    yield rows;
    if (!full) return;
  }
}

/** Reads a query in keyset batches of row objects (the cursor's columns removed). */
export async function* readInBatches<Row extends Record<string, unknown>>(
  options: KeysetOptions,
): AsyncGenerator<Row[]> {
  const aliases = cursorAliases(options.orderBy);
  const pages = keysetPages<Record<string, unknown>>(options, 'object', (row) =>
    aliases.map((alias) => String(row[alias])),
  );
  for await (const rows of pages) {
    for (const row of rows) for (const alias of aliases) delete row[alias];
    yield rows as Row[];
  }
}

/**
 * Reads a query in keyset batches of row arrays: cheaper than objects for large exports, the
 * driver names no field per cell. Each row ends with the cursor's cells, the ordering columns as
 * text (a timestamptz as UTC text), which the caller may use instead of selecting them again.
 */
export function readCellsInBatches(options: KeysetOptions): AsyncGenerator<CellRow[]> {
  const size = options.orderBy.length;
  return keysetPages<CellRow>(options, 'array', (row) => row.slice(row.length - size).map(String));
}
