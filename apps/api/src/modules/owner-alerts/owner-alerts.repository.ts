import { addMonths, monthOf } from '@crm/domain';
import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

/** An unpaid invoice with a balance, as the overdue digest lists it. */
export type OverdueAlertRow = {
  id: string;
  invoice_number: string;
  due_date: string;
  balance: string;
  client_name: string;
  client_business_name: string | null;
};

/**
 * Invoices due from `fromDue` to `toDue` that still owe something, whoever the client (the owner
 * is told even when the client has no address), over the partial index on open due dates.
 */
export async function overdueAlertCandidates(
  db: Db,
  window: { fromDue: string; toDue: string },
): Promise<OverdueAlertRow[]> {
  return (await db('invoices as i')
    .join('clients as c', 'c.id', 'i.client_id')
    .whereNot('i.status', 'paid')
    .whereRaw('i.amount > i.amount_paid')
    .whereBetween('i.due_date', [window.fromDue, window.toDue])
    .orderBy([
      { column: 'i.due_date', order: 'asc' },
      { column: 'i.invoice_number', order: 'asc' },
    ])
    .select(
      'i.id',
      'i.invoice_number',
      db.raw("to_char(i.due_date, 'YYYY-MM-DD') as due_date"),
      db.raw('(i.amount - i.amount_paid)::text as balance'),
      'c.name as client_name',
      'c.business_name as client_business_name',
    )) as OverdueAlertRow[];
}

const KEY_CHUNK = 1000;

/** Which of `keys` have been told already. */
export async function toldItems(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const told = new Set<string>();
  for (let start = 0; start < keys.length; start += KEY_CHUNK) {
    const rows = (await db('owner_alert_items')
      .whereIn('item_key', keys.slice(start, start + KEY_CHUNK))
      .select('item_key')) as { item_key: string }[];
    for (const row of rows) told.add(row.item_key);
  }
  return told;
}

/** Records the items one message told, in the transaction that stores the message. */
export async function recordToldItems(
  trx: Knex.Transaction,
  keys: readonly string[],
  messageKey: string,
): Promise<void> {
  for (let start = 0; start < keys.length; start += KEY_CHUNK) {
    await trx('owner_alert_items')
      .insert(
        keys
          .slice(start, start + KEY_CHUNK)
          .map((key) => ({ item_key: key, message_key: messageKey })),
      )
      .onConflict('item_key')
      .ignore();
  }
}

/** Count and balance of the open invoices a due-date condition selects. */
async function openInvoiceTotals(
  db: Db,
  where: (query: Knex.QueryBuilder) => void,
): Promise<{ count: number; balance: string }> {
  const row = (await db('invoices')
    .whereNot('status', 'paid')
    .whereRaw('amount > amount_paid')
    .modify(where)
    .first(
      db.raw('count(*)::int as count'),
      db.raw('coalesce(sum(amount - amount_paid), 0)::text as balance'),
    )) as { count: number; balance: string } | undefined;
  return { count: row?.count ?? 0, balance: row?.balance ?? '0' };
}

async function receivedIn(db: Db, month: string): Promise<string> {
  const row = (await db('invoice_payments')
    .where('paid_on', '>=', `${month}-01`)
    .where('paid_on', '<', `${addMonths(month, 1)}-01`)
    .first(db.raw('coalesce(sum(amount), 0)::text as total'))) as { total: string } | undefined;
  return row?.total ?? '0';
}

/** The money figures of the weekly summary on `today` (the week runs to `weekEnd`). */
export async function weeklyFigures(db: Db, today: string, weekEnd: string) {
  const month = monthOf(today);
  return {
    overdue: await openInvoiceTotals(db, (query) => query.where('due_date', '<', today)),
    dueThisWeek: await openInvoiceTotals(db, (query) =>
      query.whereBetween('due_date', [today, weekEnd]),
    ),
    receivedThisMonth: await receivedIn(db, month),
    receivedLastMonth: await receivedIn(db, addMonths(month, -1)),
  };
}
