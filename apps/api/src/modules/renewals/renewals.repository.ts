import type { RenewalKind, RenewalKindFilter } from '@crm/api-contract';
import type { Knex } from '@crm/db';

type Db = Knex | Knex.Transaction;

export type RenewalRow = {
  kind: RenewalKind;
  date: string;
  domain_id: string;
  domain_name: string;
  client_id: string;
  client_name: string;
  client_business_name: string | null;
  price: string | null;
  provider: string | null;
};

type KindColumns = { date: string; price: string; provider: string | null };

// Which columns of a domain each kind reads; the position gives the tie order on one date.
const KIND_COLUMNS: ReadonlyArray<readonly [RenewalKind, KindColumns]> = [
  ['domain', { date: 'expiry_date', price: 'renewal_price', provider: 'registrar' }],
  [
    'email',
    { date: 'email_renewal_date', price: 'email_renewal_price', provider: 'email_provider' },
  ],
  ['hosting', { date: 'hosting_renewal_date', price: 'hosting_renewal_price', provider: null }],
];

export type RenewalFilter = {
  kind: RenewalKindFilter;
  /** Due on or before this date, expired included. */ until: string;
  /** Due on or after this date (none: however long ago). */ from?: string;
};

/**
 * One select per kind, each reading its own date index (`<= until` also skips domains with no
 * such date), joined by UNION ALL. Only names, dates, prices and providers: never credentials.
 */
function dueRenewals(db: Db, filter: RenewalFilter): Knex.QueryBuilder {
  const branches = KIND_COLUMNS.flatMap(([kind, columns], order) => {
    if (filter.kind !== 'all' && filter.kind !== kind) return [];
    const provider = columns.provider
      ? db.raw('?? as provider', [`domains.${columns.provider}`])
      : db.raw('null::text as provider');
    return [
      db('domains')
        .join('clients', 'clients.id', 'domains.client_id')
        .where(`domains.${columns.date}`, '<=', filter.until)
        .modify((query) => {
          if (filter.from !== undefined) query.where(`domains.${columns.date}`, '>=', filter.from);
        })
        .select(
          db.raw('?::text as kind', [kind]),
          db.raw('?::int as kind_order', [order]),
          db.raw('?? as date', [`domains.${columns.date}`]),
          'domains.id as domain_id',
          'domains.domain_name',
          'domains.client_id',
          'clients.name as client_name',
          'clients.business_name as client_business_name',
          db.raw('?? as price', [`domains.${columns.price}`]),
          provider,
        ),
    ];
  });
  const [first, ...rest] = branches;
  if (!first) throw new Error('No renewal kind selected');
  return rest.length > 0 ? first.unionAll(rest, true) : first;
}

/** Renewals due by `until`, soonest first; ties by kind (domain, email, hosting), then domain name. */
export async function listRenewals(
  db: Db,
  filter: RenewalFilter & { limit: number; offset: number },
): Promise<{ rows: RenewalRow[]; total: number }> {
  const rows = (await db
    .from(dueRenewals(db, filter).as('renewals'))
    .select(
      'kind',
      'date',
      'domain_id',
      'domain_name',
      'client_id',
      'client_name',
      'client_business_name',
      'price',
      'provider',
    )
    .orderBy([
      { column: 'date', order: 'asc' },
      { column: 'kind_order', order: 'asc' },
      { column: 'domain_name', order: 'asc' },
      { column: 'domain_id', order: 'asc' },
    ])
    .limit(filter.limit)
    .offset(filter.offset)) as RenewalRow[];
  const [count] = await db.from(dueRenewals(db, filter).as('renewals')).count({ count: '*' });
  return { rows, total: Number(count?.['count'] ?? 0) };
}

/** Every renewal of every kind dated from `from` to `until`, in no set order. */
export async function renewalsBetween(
  db: Db,
  { from, until }: { from: string; until: string },
): Promise<RenewalRow[]> {
  return (await dueRenewals(db, { kind: 'all', from, until })) as RenewalRow[];
}
