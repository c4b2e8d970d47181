import {
  addDays,
  clientDisplayName,
  formatMoney,
  fromPence,
  toPence,
  type CalendarEvent,
} from '@crm/domain';
import type { Knex } from '@crm/db';

/** The feed covers this many days back (recent lapses stay visible) and ahead. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 400;
/** At most this many events of each kind: a calendar app reads the whole feed every few hours. */
export const FEED_MAX_PER_KIND = 5000;

type Window = { from: string; to: string };

const dateText = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

async function domainEvents(db: Knex, window: Window): Promise<CalendarEvent[]> {
  const kinds = [
    { column: 'd.expiry_date', kind: 'expiry', title: (name: string) => `${name} expires` },
    {
      column: 'd.email_renewal_date',
      kind: 'email',
      title: (name: string) => `${name} email renewal`,
    },
    {
      column: 'd.hosting_renewal_date',
      kind: 'hosting',
      title: (name: string) => `${name} hosting renewal`,
    },
  ] as const;
  const events: CalendarEvent[] = [];
  for (const { column, kind, title } of kinds) {
    const rows = (await db('domains as d')
      .join('clients as c', 'c.id', 'd.client_id')
      .whereBetween(column, [window.from, window.to])
      .select(
        'd.id',
        'd.domain_name',
        'c.name as client_name',
        'c.business_name as client_business_name',
        db.raw(`${dateText(column)} as date`),
      )
      .orderBy(column)
      .limit(FEED_MAX_PER_KIND)) as {
      id: string;
      domain_name: string;
      client_name: string;
      client_business_name: string | null;
      date: string;
    }[];
    for (const row of rows) {
      events.push({
        uid: `domain-${kind}-${row.id}@agency-crm`,
        date: row.date,
        summary: title(row.domain_name),
        description: `Client: ${clientDisplayName({ name: row.client_name, businessName: row.client_business_name })}`,
      });
    }
  }
  return events;
}

async function invoiceEvents(db: Knex, window: Window): Promise<CalendarEvent[]> {
  const rows = (await db('invoices as i')
    .join('clients as c', 'c.id', 'i.client_id')
    .whereNot('i.status', 'paid')
    .whereBetween('i.due_date', [window.from, window.to])
    .select(
      'i.id',
      'i.invoice_number',
      'i.amount',
      'i.amount_paid',
      'c.name as client_name',
      'c.business_name as client_business_name',
      db.raw(`${dateText('i.due_date')} as date`),
    )
    .orderBy('i.due_date')
    .limit(FEED_MAX_PER_KIND)) as {
    id: string;
    invoice_number: string;
    amount: string;
    amount_paid: string;
    client_name: string;
    client_business_name: string | null;
    date: string;
  }[];
  return rows.map((row) => ({
    uid: `invoice-due-${row.id}@agency-crm`,
    date: row.date,
    summary: `Invoice ${row.invoice_number} due`,
    description: `${clientDisplayName({ name: row.client_name, businessName: row.client_business_name })}: ${formatMoney(fromPence(toPence(row.amount) - toPence(row.amount_paid)))} to pay`,
  }));
}

async function quoteEvents(db: Knex, window: Window): Promise<CalendarEvent[]> {
  const rows = (await db('projects as p')
    .join('clients as c', 'c.id', 'p.client_id')
    .where('p.status', 'lead')
    .whereBetween('p.valid_until', [window.from, window.to])
    .select(
      'p.id',
      'p.quote_number',
      'p.project_name',
      'c.name as client_name',
      'c.business_name as client_business_name',
      db.raw(`${dateText('p.valid_until')} as date`),
    )
    .orderBy('p.valid_until')
    .limit(FEED_MAX_PER_KIND)) as {
    id: string;
    quote_number: string | null;
    project_name: string;
    client_name: string;
    client_business_name: string | null;
    date: string;
  }[];
  return rows.map((row) => ({
    uid: `quote-valid-${row.id}@agency-crm`,
    date: row.date,
    summary: `Quote ${row.quote_number ?? row.project_name} expires`,
    description: `${row.project_name} for ${clientDisplayName({ name: row.client_name, businessName: row.client_business_name })}`,
  }));
}

/** Every dated thing worth a calendar entry around `today`, soonest first. */
export async function calendarEvents(db: Knex, today: string): Promise<CalendarEvent[]> {
  const window = { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
  const groups = await Promise.all([
    domainEvents(db, window),
    invoiceEvents(db, window),
    quoteEvents(db, window),
  ]);
  return groups.flat().sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
}
