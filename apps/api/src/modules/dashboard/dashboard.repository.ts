import type { Knex } from '@crm/db';
import { addDays } from '@crm/domain';
import type { InvoiceStatus } from '@crm/domain';
import { domainCountExpiringBy, rowCount } from '../aggregates/aggregates.repository';
import type { DomainWithClientRow } from '../domains/domains.repository';

type Db = Knex | Knex.Transaction;

type ClientColumns = { client_name: string; client_business_name: string | null };

/** The dashboard reads the same domain row as the domains module. */
export type RenewalRow = DomainWithClientRow;

export type UnpaidInvoiceRow = ClientColumns & {
  id: string;
  invoice_number: string;
  client_id: string;
  project_id: string | null;
  project_name: string | null;
  invoice_date: string;
  due_date: string;
  status: InvoiceStatus;
  amount: string;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** Domains are due when they expire within this many days (expired ones included). */
export const DOMAINS_DUE_DAYS = 30;

async function sumAmount(query: Knex.QueryBuilder): Promise<string> {
  const [row] = await query.sum({ total: 'amount' });
  return String(row?.['total'] ?? '0');
}

// Counts and sums come from the aggregate tables that triggers keep exact in every
// transaction (invoice_totals by status and due date, invoice_paid_months, row_counts,
// domain_expiry_counts): a few thousand rows read per request, whatever the data size.
const notPaid = (db: Db) => db('invoice_totals').whereNot('status', 'paid');

export async function dashboardCounts(db: Db, today: string) {
  // Side by side: on PostgreSQL each read takes its own pooled connection.
  const [totalClients, activeProjects, domainsDue, unpaidInvoicesAmount, overdue] = await Promise.all([
    rowCount(db, 'clients'),
    rowCount(db, 'projects:active'),
    domainCountExpiringBy(db, addDays(today, DOMAINS_DUE_DAYS)),
    sumAmount(notPaid(db)),
    // Displayed as Overdue: marked overdue, or unpaid and past the due date.
    db('invoice_totals')
      .where((where) => where.where('status', 'overdue').orWhere((unpaid) => unpaid.where('status', 'unpaid').where('due_date', '<', today)))
      .first(db.raw('coalesce(sum(invoice_count), 0) as count')) as Promise<{ count: number | string }>,
  ]);
  return { totalClients, activeProjects, domainsDue, unpaidInvoicesAmount, overdueInvoicesCount: Number(overdue.count) };
}

export async function upcomingRenewals(db: Db, limit: number): Promise<RenewalRow[]> {
  return db('domains')
    .join('clients', 'clients.id', 'domains.client_id')
    .select('domains.*', 'clients.name as client_name', 'clients.business_name as client_business_name')
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
    .select('invoices.*', 'clients.name as client_name', 'clients.business_name as client_business_name', 'projects.project_name')
    .orderBy([
      { column: 'invoices.due_date', order: 'asc' },
      { column: 'invoices.id', order: 'asc' },
    ])
    .limit(limit);
}

/** Cash basis: paid invoices count in the London calendar month of paid_at. */
export async function revenueSums(db: Db, today: string) {
  const monthStart = `${today.slice(0, 7)}-01`;
  const [totalRevenue, monthlyRevenue, outstandingRevenue] = await Promise.all([
    sumAmount(db('invoice_totals').where('status', 'paid')),
    // The London month of paid_at, as the aggregate keys it; paid_at never lies after today.
    sumAmount(db('invoice_paid_months').where('month', monthStart)),
    sumAmount(notPaid(db)),
  ]);
  return { totalRevenue, monthlyRevenue, outstandingRevenue };
}
