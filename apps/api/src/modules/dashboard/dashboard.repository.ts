import type { Knex } from '@crm/db';
import { addDays, NOT_TAXABLE_TURNOVER_RATES } from '@crm/domain';
import { domainCountExpiringBy, rowCount } from '../aggregates/aggregates.repository';
import type { DomainWithClientRow } from '../domains/domains.repository';
import type { InvoiceWithRefsRow } from '../invoices/invoices.repository';

type Db = Knex | Knex.Transaction;

/** The dashboard reads the same domain row as the domains module. */
export type RenewalRow = DomainWithClientRow;

/** The unpaid list reads the same invoice row as the invoices module, without its lines. */
export type UnpaidInvoiceRow = InvoiceWithRefsRow;

/** Domains are due when they expire within this many days (expired ones included). */
export const DOMAINS_DUE_DAYS = 30;

async function sumAmount(query: Knex.QueryBuilder, column = 'amount'): Promise<string> {
  const [row] = await query.sum({ total: column });
  return String(row?.['total'] ?? '0');
}

// Counts and sums come from the aggregate tables that triggers keep exact in every
// transaction (invoice_totals by status and due date with balances, payment_months,
// row_counts, domain_expiry_counts): a few thousand rows read per request, whatever the size.
const notPaid = (db: Db) => db('invoice_totals').whereNot('status', 'paid');

export async function dashboardCounts(db: Db, today: string) {
  // Side by side: on PostgreSQL each read takes its own pooled connection.
  const [totalClients, activeProjects, domainsDue, unpaidInvoicesAmount, overdue] =
    await Promise.all([
      rowCount(db, 'clients'),
      rowCount(db, 'projects:active'),
      domainCountExpiringBy(db, addDays(today, DOMAINS_DUE_DAYS)),
      // What clients still owe: balances, so part payments are taken off.
      sumAmount(notPaid(db), 'balance'),
      // Displayed as Overdue: marked overdue, or unpaid and past the due date.
      db('invoice_totals')
        .where((where) =>
          where
            .where('status', 'overdue')
            .orWhere((unpaid) => unpaid.where('status', 'unpaid').where('due_date', '<', today)),
        )
        .first(db.raw('coalesce(sum(invoice_count), 0) as count')) as Promise<{
        count: number | string;
      }>,
    ]);
  return {
    totalClients,
    activeProjects,
    domainsDue,
    unpaidInvoicesAmount,
    overdueInvoicesCount: Number(overdue.count),
  };
}

export async function upcomingRenewals(db: Db, limit: number): Promise<RenewalRow[]> {
  return db('domains')
    .join('clients', 'clients.id', 'domains.client_id')
    .select(
      'domains.*',
      'clients.name as client_name',
      'clients.business_name as client_business_name',
    )
    .orderBy([
      { column: 'domains.expiry_date', order: 'asc' },
      { column: 'domains.id', order: 'asc' },
    ])
    .limit(limit);
}

export async function unpaidInvoices(db: Db, limit: number): Promise<UnpaidInvoiceRow[]> {
  return db('invoices')
    .join('clients', 'clients.id', 'invoices.client_id')
    .leftJoin('projects', 'projects.id', 'invoices.project_id')
    .whereNot('invoices.status', 'paid')
    .select(
      'invoices.*',
      'clients.name as client_name',
      'clients.business_name as client_business_name',
      'projects.project_name',
    )
    .orderBy([
      { column: 'invoices.due_date', order: 'asc' },
      { column: 'invoices.id', order: 'asc' },
    ])
    .limit(limit);
}

/** Cash basis: every payment counts in the month it was received, part payments included. */
export async function revenueSums(db: Db, today: string) {
  const monthStart = `${today.slice(0, 7)}-01`;
  const [totalRevenue, monthlyRevenue, outstandingRevenue] = await Promise.all([
    sumAmount(db('payment_months')),
    // Payments are never dated after today, so this month's row is the month so far.
    sumAmount(db('payment_months').where('month', monthStart)),
    sumAmount(notPaid(db), 'balance'),
  ]);
  return { totalRevenue, monthlyRevenue, outstandingRevenue };
}

/**
 * Taxable turnover from `from` to `today`, as the VAT registration test counts it: the value
 * excluding VAT of the invoices whose tax point (supply date, else invoice date) falls in the
 * window, whether paid or not, over the tax point index; less their exempt, outside-the-scope
 * and disbursement lines, read through their partial index (migration 20250622000100).
 */
export async function turnoverSince(db: Db, from: string, today: string): Promise<string> {
  const rates = NOT_TAXABLE_TURNOVER_RATES.map(() => '?').join(', ');
  const result = (await db.raw(
    `select coalesce(sum(amount - vat_amount), 0)
        - coalesce((select sum(li.total) from invoice_line_items li join invoices i on i.id = li.invoice_id
             where li.vat_rate in (${rates})
               and coalesce(i.supply_date, i.invoice_date) between ?::date and ?::date), 0) as turnover
      from invoices
      where coalesce(supply_date, invoice_date) between ?::date and ?::date`,
    [...NOT_TAXABLE_TURNOVER_RATES, from, today, from, today],
  )) as { rows: { turnover: string }[] };
  return result.rows[0]?.turnover ?? '0';
}
