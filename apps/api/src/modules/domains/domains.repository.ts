import type { CredentialType, DomainUpdate, ListTotal, RenewalPeriod } from '@crm/domain';
import { addDays, cappedTotal, countCap } from '@crm/domain';
import type { Knex } from '@crm/db';
import {
  pageWithListTotal,
  SEARCH_TOTAL,
  takeSearchTotal,
  type SearchTotalColumn,
} from '../../pagination/page-with-total';
import { domainCountExpiringByQuery } from '../aggregates/aggregates.repository';
import { containsPattern } from '../search/like-pattern';

type Db = Knex | Knex.Transaction;

export type DomainRow = {
  id: string;
  domain_name: string;
  client_id: string;
  expiry_date: string;
  renewal_price: string | null;
  registrar: string | null;
  email_renewal_date: string | null;
  email_provider: string | null;
  email_renewal_price: string | null;
  hosting_renewal_date: string | null;
  hosting_renewal_price: string | null;
  renewal_quote_price: string | null;
  email_renewal_quote_price: string | null;
  hosting_renewal_quote_price: string | null;
  renewal_period: RenewalPeriod;
  renewal_invoicing: boolean;
  renewal_invoice_days: number;
  renewal_invoice_auto_send: boolean;
  notes: string | null;
  created_at: Date;
  updated_at: Date;
};

export type DomainWithClientRow = DomainRow & {
  client_name: string;
  client_business_name: string | null;
};
export type DomainWithCredentialsRow = DomainWithClientRow & { credentials: CredentialRow[] };

export type CredentialRow = {
  id: string;
  domain_id: string;
  position: number;
  type: CredentialType;
  description: string | null;
  username: string | null;
  password: string | null;
  url: string | null;
};

export type DomainListFilter = {
  search?: string | undefined;
  daysUntilExpiry?: number | undefined;
  clientId?: string | undefined;
  today: string;
};

type DomainColumns = Partial<Omit<DomainRow, 'id' | 'created_at' | 'updated_at'>>;

const FIELD_COLUMNS = {
  domainName: 'domain_name',
  clientId: 'client_id',
  expiryDate: 'expiry_date',
  renewalPrice: 'renewal_price',
  registrar: 'registrar',
  emailRenewalDate: 'email_renewal_date',
  emailProvider: 'email_provider',
  emailRenewalPrice: 'email_renewal_price',
  hostingRenewalDate: 'hosting_renewal_date',
  hostingRenewalPrice: 'hosting_renewal_price',
  renewalQuotePrice: 'renewal_quote_price',
  emailRenewalQuotePrice: 'email_renewal_quote_price',
  hostingRenewalQuotePrice: 'hosting_renewal_quote_price',
  renewalPeriod: 'renewal_period',
  renewalInvoicing: 'renewal_invoicing',
  renewalInvoiceDaysBefore: 'renewal_invoice_days',
  renewalInvoiceAutoSend: 'renewal_invoice_auto_send',
  notes: 'notes',
} as const satisfies Partial<Record<keyof DomainUpdate, keyof DomainRow>>;

/** The columns for the fields sent; credentials are stored apart. */
export function domainColumns(data: DomainUpdate): DomainColumns {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(FIELD_COLUMNS)) {
    const value = data[field as keyof typeof FIELD_COLUMNS];
    if (value !== undefined) columns[column] = value;
  }
  return columns as DomainColumns;
}

/**
 * The domains a search finds, as narrow rows (id, client, expiry): those whose name, or whose
 * client's name or business name, holds the term. One trigram index over the text the
 * database keeps for them (domains.search_text, lower-cased, so LIKE on the lower-cased
 * pattern: cheaper than ILIKE, which folds case on every row it checks).
 */
function searchMatches(db: Db, search: string): Knex.QueryBuilder {
  return db('domains')
    .select(['id', 'client_id', 'expiry_date'])
    .whereRaw('search_text like lower(?)', [containsPattern(search)]);
}

function withClient(db: Db): Knex.QueryBuilder {
  return db.from('domains as d').join('clients as c', 'c.id', 'd.client_id');
}

/** The list's filters on the domains (or their matches) as `alias`. */
function applyFilter(
  query: Knex.QueryBuilder,
  filter: DomainListFilter,
  alias = 'd',
): Knex.QueryBuilder {
  // Expiring within N days, expired ones included.
  if (filter.daysUntilExpiry !== undefined)
    query.where(`${alias}.expiry_date`, '<=', addDays(filter.today, filter.daysUntilExpiry));
  if (filter.clientId) query.where(`${alias}.client_id`, filter.clientId);
  return query;
}

// The domain's credentials, ordered, as one JSON array column: a list or a read is one round
// trip instead of two. Every field is text or a small integer, so JSON keeps its type.
const CREDENTIALS_JSON = `(select coalesce(json_agg(json_build_object(
    'id', dc.id, 'domain_id', dc.domain_id, 'position', dc.position, 'type', dc.type,
    'description', dc.description, 'username', dc.username, 'password', dc.password, 'url', dc.url
  ) order by dc.position, dc.id), '[]'::json)
  from domain_credentials dc where dc.domain_id = d.id) as credentials`;

function selectWithClient(db: Db): (string | Knex.Raw)[] {
  return [
    'd.*',
    'c.name as client_name',
    'c.business_name as client_business_name',
    db.raw(CREDENTIALS_JSON),
  ];
}

/** The list's order: soonest expiry first, then by id. */
function soonestExpiryFirst(alias: string) {
  return [
    { column: `${alias}.expiry_date`, order: 'asc' },
    { column: `${alias}.id`, order: 'asc' },
  ];
}

export async function listDomains(
  db: Db,
  filter: DomainListFilter & { limit: number; offset: number },
): Promise<{ rows: DomainWithCredentialsRow[] } & ListTotal> {
  if (filter.search) return searchDomains(db, { ...filter, search: filter.search });
  const page = applyFilter(withClient(db).select(selectWithClient(db)), filter)
    .orderBy(soonestExpiryFirst('d'))
    .limit(filter.limit)
    .offset(filter.offset);
  const lastDay =
    filter.daysUntilExpiry === undefined
      ? undefined
      : addDays(filter.today, filter.daysUntilExpiry);
  // One client's domains are counted in full (see projects); all of them, from the kept count.
  const total = filter.clientId
    ? applyFilter(db.from('domains as d'), filter).count('*')
    : domainCountExpiringByQuery(db, lastDay);
  return pageWithListTotal<DomainWithCredentialsRow>(db, page, total);
}

/**
 * A search's page, in one query: the matches are found once (every one is needed anyway, to
 * order them by expiry), then counted and ranked together (a window count), and only the
 * page's domains are read whole with their client and credentials. The count stops at the cap
 * as every list's does.
 */
async function searchDomains(
  db: Db,
  filter: DomainListFilter & { search: string; limit: number; offset: number },
): Promise<{ rows: DomainWithCredentialsRow[] } & ListTotal> {
  const cap = countCap(filter.offset, filter.limit);
  const matches = () =>
    applyFilter(
      // Materialised: inlined, the planner walks every domain by expiry to find the first 20.
      db.withMaterialized('matches', searchMatches(db, filter.search)).from('matches as m'),
      filter,
      'm',
    );
  const ranked = matches()
    .select('m.id', 'm.expiry_date', db.raw('count(*) over () as ??', [SEARCH_TOTAL]))
    .orderBy(soonestExpiryFirst('m'))
    .limit(filter.limit)
    .offset(filter.offset);
  const { rows, counted } = await takeSearchTotal(
    (await db
      .with('page', ranked)
      .from('page as p')
      .join('domains as d', 'd.id', 'p.id')
      .join('clients as c', 'c.id', 'd.client_id')
      .select([...selectWithClient(db), `p.${SEARCH_TOTAL}`])
      .orderBy(soonestExpiryFirst('p'))) as (DomainWithCredentialsRow & SearchTotalColumn)[],
    matches,
  );
  return { rows, ...cappedTotal(counted, cap) };
}

export async function findDomain(
  db: Db,
  id: string,
): Promise<DomainWithCredentialsRow | undefined> {
  return withClient(db).select(selectWithClient(db)).where('d.id', id).first();
}

export async function findDomainForUpdate(db: Db, id: string): Promise<DomainRow | undefined> {
  return db<DomainRow>('domains').where({ id }).forUpdate().first();
}

export async function insertDomain(db: Db, columns: DomainColumns): Promise<string> {
  const [row] = await db('domains').insert(columns).returning('id');
  if (!row) throw new Error('Insert returned no domain');
  return (row as { id: string }).id;
}

export async function updateDomain(db: Db, id: string, columns: DomainColumns): Promise<void> {
  await db('domains')
    .where({ id })
    .update({ ...columns, updated_at: db.fn.now() });
}

/** A credential as stored: its password already encrypted, its id kept or (undefined) made anew. */
export type NewCredential = Omit<CredentialRow, 'id' | 'domain_id' | 'position'> & {
  id: string | undefined;
};

/** The ids of the domain's credentials now. */
export async function credentialIds(db: Db, domainId: string): Promise<Set<string>> {
  return new Set<string>(await db('domain_credentials').where({ domain_id: domainId }).pluck('id'));
}

/** Replaces the domain's credentials with the list given, in its order. */
export async function replaceCredentials(
  db: Db,
  domainId: string,
  credentials: readonly NewCredential[],
): Promise<void> {
  await db('domain_credentials').where({ domain_id: domainId }).delete();
  if (credentials.length === 0) return;
  await db('domain_credentials').insert(
    credentials.map(({ id, ...credential }, position) => ({
      ...(id ? { id } : {}),
      domain_id: domainId,
      position,
      ...credential,
    })),
  );
}

export async function deleteDomain(db: Db, id: string): Promise<boolean> {
  return (await db('domains').where({ id }).delete().returning('id')).length > 0;
}
