import type { RenewalCharge, RenewalKind } from '@crm/domain';
import type { Knex } from '@crm/db';
import type { DomainWithClientRow } from '../domains/domains.repository';

type Db = Knex | Knex.Transaction;

/** The domains column holding each renewal's date. */
export const RENEWAL_DATE_COLUMNS = {
  domain: 'expiry_date',
  email: 'email_renewal_date',
  hosting: 'hosting_renewal_date',
} as const satisfies Record<RenewalKind, keyof DomainWithClientRow>;

/**
 * The domains that invoice their renewals and have one inside its window today: on or after
 * today, and no more than the domain's days before it.
 */
export async function domainsWithRenewalsDue(
  db: Db,
  today: string,
): Promise<DomainWithClientRow[]> {
  const inWindow = Object.values(RENEWAL_DATE_COLUMNS)
    .map((column) => `(d.${column} >= ?::date and d.${column} - d.renewal_invoice_days <= ?::date)`)
    .join(' or ');
  return (await db('domains as d')
    .join('clients as c', 'c.id', 'd.client_id')
    .where('d.renewal_invoicing', true)
    .whereRaw(
      `(${inWindow})`,
      Object.values(RENEWAL_DATE_COLUMNS).flatMap(() => [today, today]),
    )
    .orderBy('d.id')
    .select(
      'd.*',
      'c.name as client_name',
      'c.business_name as client_business_name',
    )) as DomainWithClientRow[];
}

/** What the scheduler knows of a domain's renewal invoices. */
export type RenewalHistory = {
  /** The renewals invoiced, dated today or later, as 'kind:date' keys. */
  invoiced: Set<string>;
  /** The kinds with an invoice not yet paid (and not deleted), or paid and not yet moved on. */
  pending: Set<RenewalKind>;
};

/** The renewal invoices of these domains that still decide what is due. */
export async function renewalHistories(
  db: Db,
  domainIds: readonly string[],
  today: string,
): Promise<Map<string, RenewalHistory>> {
  const histories = new Map<string, RenewalHistory>();
  if (domainIds.length === 0) return histories;
  const rows = (await db('renewal_invoice_items as ri')
    .leftJoin('invoices as i', 'i.id', 'ri.invoice_id')
    .whereIn('ri.domain_id', domainIds)
    .where((query) =>
      query
        .where('ri.renewal_date', '>=', today)
        .orWhere((open) => open.whereNull('ri.advanced_to').whereNot('i.status', 'paid'))
        .orWhere((waiting) => waiting.whereNull('ri.advanced_to').whereNotNull('ri.advanced_from')),
    )
    .select(
      'ri.domain_id',
      'ri.kind',
      'ri.renewal_date',
      // Unpaid, or paid and waiting for its day to move on: either way that kind is billed.
      db.raw(
        "(ri.advanced_to is null and ((i.id is not null and i.status <> 'paid') or ri.advanced_from is not null)) as pending",
      ),
    )) as { domain_id: string; kind: RenewalKind; renewal_date: string; pending: boolean }[];
  for (const row of rows) {
    const history = histories.get(row.domain_id) ?? { invoiced: new Set(), pending: new Set() };
    history.invoiced.add(`${row.kind}:${row.renewal_date}`);
    if (row.pending) history.pending.add(row.kind);
    histories.set(row.domain_id, history);
  }
  return histories;
}

/** The items of a domain whose payment moved a renewal to one of `dates`: where each came from. */
export async function renewalsMovedTo(
  trx: Knex.Transaction,
  domainId: string,
  dates: readonly string[],
): Promise<{ kind: RenewalKind; advanced_to: string; anchor_day: number | null }[]> {
  return (await trx('renewal_invoice_items')
    .where('domain_id', domainId)
    .whereIn('advanced_to', dates)
    .select('kind', 'advanced_to', 'anchor_day')) as {
    kind: RenewalKind;
    advanced_to: string;
    anchor_day: number | null;
  }[];
}

export type ClaimedRenewal = { id: string; kind: RenewalKind; renewal_date: string };

/**
 * Claims the renewals for an invoice: a row each, unique by (domain, kind, date). Answers the
 * ones this call inserted; a renewal another process claimed first is left out (its insert
 * waits for that transaction, then finds the row).
 */
export async function claimRenewals(
  trx: Knex.Transaction,
  domain: { id: string; periodMonths: number },
  charges: readonly (RenewalCharge & { anchorDay: number })[],
  now: Date,
): Promise<ClaimedRenewal[]> {
  if (charges.length === 0) return [];
  return (await trx('renewal_invoice_items')
    .insert(
      charges.map((charge) => ({
        domain_id: domain.id,
        kind: charge.kind,
        renewal_date: charge.date,
        period_months: domain.periodMonths,
        anchor_day: charge.anchorDay,
        made_at: now,
      })),
    )
    .onConflict(['domain_id', 'kind', 'renewal_date'])
    .ignore()
    .returning(['id', 'kind', 'renewal_date'])) as ClaimedRenewal[];
}

export async function setRenewalsInvoice(
  trx: Knex.Transaction,
  itemIds: readonly string[],
  invoiceId: string,
): Promise<void> {
  await trx('renewal_invoice_items').whereIn('id', itemIds).update({ invoice_id: invoiceId });
}

/**
 * Renewal invoices made since `since` for domains that email them: the ones to send. Not one
 * paid meanwhile, nor one the owner moved to another client.
 */
export async function recentAutoSentRenewalInvoices(db: Db, since: Date): Promise<string[]> {
  return (await db('renewal_invoice_items as ri')
    .join('domains as d', 'd.id', 'ri.domain_id')
    .join('invoices as i', 'i.id', 'ri.invoice_id')
    .where('d.renewal_invoice_auto_send', true)
    .where('ri.made_at', '>=', since)
    .whereNot('i.status', 'paid')
    .whereRaw('i.client_id = d.client_id')
    .distinct('ri.invoice_id')
    .orderBy('ri.invoice_id')
    .pluck('ri.invoice_id')) as string[];
}

export type RenewalItemWithDomain = {
  id: string;
  kind: RenewalKind;
  renewal_date: string;
  period_months: number;
  anchor_day: number | null;
  advanced_from: string | null;
  advanced_to: string | null;
  domain_id: string;
  domain_name: string;
  renewal_period: DomainWithClientRow['renewal_period'];
  expiry_date: string;
  email_renewal_date: string | null;
  hosting_renewal_date: string | null;
};

const ITEM_WITH_DOMAIN = [
  'ri.id',
  'ri.kind',
  'ri.renewal_date',
  'ri.period_months',
  'ri.anchor_day',
  'ri.advanced_from',
  'ri.advanced_to',
  'ri.domain_id',
  'd.domain_name',
  'd.renewal_period',
  'd.expiry_date',
  'd.email_renewal_date',
  'd.hosting_renewal_date',
];

/** The renewals an invoice was made for, with their domain's dates, the domains locked. */
export async function renewalItemsOfInvoice(
  trx: Knex.Transaction,
  invoiceId: string,
): Promise<RenewalItemWithDomain[]> {
  return (await trx('renewal_invoice_items as ri')
    .join('domains as d', 'd.id', 'ri.domain_id')
    .where('ri.invoice_id', invoiceId)
    .orderBy('ri.id')
    .forUpdate()
    .select(ITEM_WITH_DOMAIN)) as RenewalItemWithDomain[];
}

/**
 * The renewals paid before their day that have not moved on yet: items that remember where they
 * will move from, and have not moved. Few at any time (a month or so of early payments).
 */
export async function paidRenewalsWaiting(db: Db): Promise<string[]> {
  return (await db('renewal_invoice_items')
    .whereNotNull('advanced_from')
    .whereNull('advanced_to')
    .orderBy('id')
    .pluck('id')) as string[];
}

/**
 * One waiting renewal with its domain's dates, both rows locked; undefined when it waits no more
 * or another write holds either row (it is tried again next pass, never waited for).
 */
export async function lockWaitingRenewal(
  trx: Knex.Transaction,
  itemId: string,
): Promise<RenewalItemWithDomain | undefined> {
  return (await trx('renewal_invoice_items as ri')
    .join('domains as d', 'd.id', 'ri.domain_id')
    .where('ri.id', itemId)
    .whereNotNull('ri.advanced_from')
    .whereNull('ri.advanced_to')
    .forUpdate()
    .skipLocked()
    .first(ITEM_WITH_DOMAIN)) as RenewalItemWithDomain | undefined;
}

/** Records where an item moved (or will move) its renewal date from and to, and on what day. */
export async function setRenewalAdvance(
  trx: Knex.Transaction,
  itemId: string,
  advance: { advancedFrom: string | null; advancedTo: string | null; anchorDay?: number },
): Promise<void> {
  await trx('renewal_invoice_items')
    .where('id', itemId)
    .update({
      advanced_from: advance.advancedFrom,
      advanced_to: advance.advancedTo,
      ...(advance.anchorDay === undefined ? {} : { anchor_day: advance.anchorDay }),
    });
}

/** Moves one renewal date of a domain, and records where the item moved it from and to. */
export async function moveRenewalDate(
  trx: Knex.Transaction,
  item: Pick<RenewalItemWithDomain, 'id' | 'kind' | 'domain_id'>,
  move: {
    date: string;
    advancedFrom: string | null;
    advancedTo: string | null;
    anchorDay?: number;
    now: Date;
  },
): Promise<void> {
  await trx('domains')
    .where('id', item.domain_id)
    .update({ [RENEWAL_DATE_COLUMNS[item.kind]]: move.date, updated_at: move.now });
  await setRenewalAdvance(trx, item.id, move);
}
