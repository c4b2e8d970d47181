import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

/** An unpaid invoice as the reminder schedule sees it. */
export type ReminderCandidateRow = {
  id: string;
  invoice_number: string;
  due_date: string;
  status: string;
  amount: string;
  amount_paid: string;
  client_name: string;
  client_business_name: string | null;
  client_email: string | null;
  client_late_payment_claims: boolean;
};

export type CandidateCursor = { dueDate: string; id: string };

/**
 * Unpaid invoices with a balance whose client has an address. Not a renewal invoice the
 * scheduler drafted and nobody has emailed yet: the client never had it to pay.
 */
function remindable(db: Db) {
  return db('invoices as i')
    .join('clients as c', 'c.id', 'i.client_id')
    .whereNot('i.status', 'paid')
    .whereRaw('i.amount > i.amount_paid')
    .whereNotNull('c.email')
    .whereRaw("btrim(c.email) <> ''")
    .whereRaw(
      `not exists (select 1 from renewal_invoice_items ri where ri.invoice_id = i.id
         and not exists (select 1 from outbox_messages m
                         where m.entity_id = i.id and m.kind = 'invoice'))`,
    )
    .select(
      'i.id',
      'i.invoice_number',
      db.raw("to_char(i.due_date, 'YYYY-MM-DD') as due_date"),
      'i.status',
      'i.amount',
      'i.amount_paid',
      'c.name as client_name',
      'c.business_name as client_business_name',
      'c.email as client_email',
      'c.late_payment_claims as client_late_payment_claims',
    );
}

/**
 * A page of those due from `fromDue` to `toDue`, in due date order. Keyset paging over the
 * partial index (due_date, id) where status <> 'paid', so a pass reads only the few weeks
 * around today, however many invoices there are.
 */
export async function reminderCandidates(
  db: Db,
  window: { fromDue: string; toDue: string },
  page: { after: CandidateCursor | null; limit: number },
): Promise<ReminderCandidateRow[]> {
  const query = remindable(db)
    .whereBetween('i.due_date', [window.fromDue, window.toDue])
    .orderBy([
      { column: 'i.due_date', order: 'asc' },
      { column: 'i.id', order: 'asc' },
    ])
    .limit(page.limit);
  if (page.after) {
    query.whereRaw('(i.due_date, i.id) > (?::date, ?::uuid)', [page.after.dueDate, page.after.id]);
  }
  return (await query) as ReminderCandidateRow[];
}

/** One invoice, if reminders may go for it. */
export async function reminderCandidate(
  db: Db,
  invoiceId: string,
): Promise<ReminderCandidateRow | undefined> {
  return (await remindable(db).where('i.id', invoiceId).first()) as
    ReminderCandidateRow | undefined;
}
