import type { LineItem, VatRate } from '@crm/domain';
import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

/** Where a document's lines are kept: the table and the column naming their document. */
export type LinesTable =
  | { table: 'invoice_line_items'; owner: 'invoice_id' }
  | { table: 'project_line_items'; owner: 'project_id' }
  | { table: 'recurring_invoice_lines'; owner: 'recurring_invoice_id' };

export const INVOICE_LINES: LinesTable = { table: 'invoice_line_items', owner: 'invoice_id' };
export const QUOTE_LINES: LinesTable = { table: 'project_line_items', owner: 'project_id' };
export const RECURRING_LINES: LinesTable = {
  table: 'recurring_invoice_lines',
  owner: 'recurring_invoice_id',
};

/** A line as the JSON column of a read gives it (money as text, as numeric parses to). */
export type DocumentLineRow = {
  id: string;
  position: number;
  description: string;
  quantity: number | string;
  unit_price: string;
  total: string;
  vat_rate: VatRate | null;
};

/** A line as it is written: every rate already settled (the default applied). */
export type DocumentLineData = {
  description: string;
  quantity: number;
  unitPrice: string;
  total: string;
  vatRate: VatRate | null;
};

/**
 * The document's lines, in order, as one JSON array column named line_items: a list or a read
 * is one round trip. `ownerId` is the SQL of the document's id in the outer query ('i.id').
 */
export function linesJson({ table, owner }: LinesTable, ownerId: string): string {
  return `(select coalesce(json_agg(json_build_object(
      'id', li.id, 'position', li.position, 'description', li.description,
      'quantity', li.quantity, 'unit_price', li.unit_price::text, 'total', li.total::text,
      'vat_rate', li.vat_rate
    ) order by li.position), '[]'::json)
    from ${table} li where li.${owner} = ${ownerId}) as line_items`;
}

/** Replaces every line of the document, numbered in the order given. */
export async function replaceLines(
  db: Db,
  { table, owner }: LinesTable,
  ownerId: string,
  lines: readonly DocumentLineData[],
): Promise<void> {
  await db(table)
    .where({ [owner]: ownerId })
    .delete();
  if (lines.length === 0) return;
  await db(table).insert(
    lines.map((line, position) => ({
      [owner]: ownerId,
      position,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      total: line.total,
      vat_rate: line.vatRate,
    })),
  );
}

/** The lines as the API answers them. */
export function presentLines(rows: readonly DocumentLineRow[]): LineItem[] {
  return rows.map((line) => ({
    id: line.id,
    description: line.description,
    quantity: Number(line.quantity),
    unitPrice: line.unit_price,
    total: line.total,
    vatRate: line.vat_rate,
  }));
}
