import type { ExpenseAllocation, ExpenseFilters, ExpenseType, ExpenseUpdate } from '@crm/domain';
import { normaliseMoney } from '@crm/domain';
import type { Knex } from '@crm/db';
import { containsPattern } from '../search/like-pattern';

type Db = Knex | Knex.Transaction;

export type ExpenseRow = {
  id: string;
  expense_type: ExpenseType;
  allocation: ExpenseAllocation;
  invoice_date: string;
  amount: string;
  /** The VAT included in amount; a check keeps it between 0 and amount. */
  vat_amount: string;
  provider: string;
  description: string | null;
  file_id: string | null;
  created_at: Date;
  updated_at: Date;
};

/** An expense with its file's name and where its bytes are. */
export type ExpenseWithFileRow = ExpenseRow & {
  filename: string | null;
  storage_key: string | null;
};

export type ExpenseListFilter = Omit<ExpenseFilters, 'sortBy' | 'sortOrder'>;

export type ExpenseTotals = {
  count: number;
  totalExpenses: string;
  receipts: string;
  invoices: string;
};

const SORT_COLUMNS = { date: 'e.invoice_date', amount: 'e.amount' } as const;

function withFile(db: Db): Knex.QueryBuilder {
  return db('expenses as e').leftJoin('files as f', 'f.id', 'e.file_id');
}

function applyFilter(query: Knex.QueryBuilder, filter: ExpenseListFilter): Knex.QueryBuilder {
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query.where((w) => w.whereILike('e.provider', pattern).orWhereILike('e.description', pattern));
  }
  if (filter.expenseType) query.where('e.expense_type', filter.expenseType);
  if (filter.allocation) query.where('e.allocation', filter.allocation);
  if (filter.provider) query.where('e.provider', filter.provider);
  return query;
}

const SELECT_WITH_FILE = ['e.*', 'f.filename', 'f.storage_key'];

export async function listExpenses(
  db: Db,
  filter: ExpenseFilters & { limit: number; offset: number },
): Promise<ExpenseWithFileRow[]> {
  return applyFilter(withFile(db).select(SELECT_WITH_FILE), filter)
    .orderBy([
      { column: SORT_COLUMNS[filter.sortBy], order: filter.sortOrder },
      { column: 'e.created_at', order: filter.sortOrder },
      { column: 'e.id', order: filter.sortOrder },
    ])
    .limit(filter.limit)
    .offset(filter.offset);
}

/** The count and the three summary cards over every expense matching the filter. */
export async function expenseTotals(db: Db, filter: ExpenseListFilter): Promise<ExpenseTotals> {
  // Without a search, the totals by month, type, allocation and provider (kept by triggers)
  // answer; aliased 'e', the same filter applies.
  const fromTotals = !filter.search;
  const row = (await applyFilter(
    db(fromTotals ? 'expense_totals as e' : 'expenses as e'),
    filter,
  ).first(
    db.raw(fromTotals ? 'coalesce(sum(e.expense_count), 0) as count' : 'count(*) as count'),
    db.raw('coalesce(sum(e.amount), 0) as total'),
    db.raw(`coalesce(sum(e.amount) filter (where e.expense_type = 'receipt'), 0) as receipts`),
    db.raw(`coalesce(sum(e.amount) filter (where e.expense_type = 'invoice'), 0) as invoices`),
  )) as { count: number | string; total: string; receipts: string; invoices: string };
  return {
    count: Number(row.count),
    totalExpenses: normaliseMoney(row.total),
    receipts: normaliseMoney(row.receipts),
    invoices: normaliseMoney(row.invoices),
  };
}

/** Every distinct provider, alphabetical without regard to case. */
export async function listProviders(db: Db): Promise<string[]> {
  // From the kept totals: a few thousand rows, not every expense.
  const rows: { provider: string }[] = await db('expense_totals')
    .where('expense_count', '>', 0)
    .select('provider')
    .groupBy('provider')
    // Byte order breaks case ties the same way on every server, whatever its default collation.
    .orderByRaw('lower(provider) collate "C", provider collate "C"');
  return rows.map((row) => row.provider);
}

export async function findExpense(db: Db, id: string): Promise<ExpenseWithFileRow | undefined> {
  return withFile(db).select(SELECT_WITH_FILE).where('e.id', id).first();
}

/** The expense alone, locked until the transaction ends: its amounts are checked before a write. */
export async function findExpenseForUpdate(db: Db, id: string): Promise<ExpenseRow | undefined> {
  // Without the files join: FOR UPDATE refuses the nullable side of an outer join.
  return db<ExpenseRow>('expenses').where({ id }).forUpdate().first();
}

type ExpenseColumns = Partial<Omit<ExpenseRow, 'id' | 'created_at' | 'updated_at'>>;

export function expenseColumns(data: ExpenseUpdate): ExpenseColumns {
  const columns: ExpenseColumns = {};
  if (data.expenseType !== undefined) columns.expense_type = data.expenseType;
  if (data.allocation !== undefined) columns.allocation = data.allocation;
  if (data.invoiceDate !== undefined) columns.invoice_date = data.invoiceDate;
  if (data.amount !== undefined) columns.amount = data.amount;
  if (data.vatAmount !== undefined) columns.vat_amount = data.vatAmount;
  if (data.provider !== undefined) columns.provider = data.provider;
  if (data.description !== undefined) columns.description = data.description;
  return columns;
}

export async function insertExpense(db: Db, columns: ExpenseColumns): Promise<string> {
  const [row] = await db('expenses').insert(columns).returning('id');
  if (!row) throw new Error('Insert returned no expense');
  return (row as { id: string }).id;
}

export async function updateExpense(db: Db, id: string, columns: ExpenseColumns): Promise<boolean> {
  return (
    (await db('expenses')
      .where({ id })
      .update({ ...columns, updated_at: db.fn.now() })) > 0
  );
}

export async function deleteExpense(db: Db, id: string): Promise<boolean> {
  return (await db('expenses').where({ id }).delete().returning('id')).length > 0;
}
