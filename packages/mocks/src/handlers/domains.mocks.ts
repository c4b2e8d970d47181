import { domainRoutes } from '@crm/api-contract';
import { addDays, DOMAIN_NOT_FOUND_MESSAGE, keptCredentialId } from '@crm/domain';
import type {
  Credential,
  CredentialCreate,
  DomainCreate,
  DomainUpdate,
  ImportKept,
} from '@crm/domain';
import { recordActivity } from '../db/activity-log';
import { listTotal, matchesSearch, paginate, sentFields } from '../db/list-helpers';
import type { DomainRow, MockDb } from '../db/mock-db.types';
import { newRecordStamp } from '../db/record-origin';
import { clientRef, domainView } from '../db/relations';
import { notFound } from './mock-errors';
import { mock } from './mock-route';
import { requireClient } from './references';

const options = { notFound: DOMAIN_NOT_FOUND_MESSAGE };

function findDomain(db: MockDb, id: string): DomainRow {
  const domain = db.domains.find((d) => d.id === id);
  if (!domain) throw notFound(DOMAIN_NOT_FOUND_MESSAGE);
  return domain;
}

/** One of the domain's own credentials keeps its id, any other gets a new one; an empty list is stored as null. */
function storeCredentials(
  db: MockDb,
  list: readonly CredentialCreate[] | null,
  current: Credential[] | null = null,
): Credential[] | null {
  if (!list || list.length === 0) return null;
  const ownIds = new Set((current ?? []).map((c) => c.id));
  return list.map(({ id, ...credential }) => ({
    id: keptCredentialId(id, ownIds) ?? db.newId(),
    ...credential,
  }));
}

/** Soonest expiry first, then by id. */
const bySoonestExpiry = (a: DomainRow, b: DomainRow) =>
  a.expiryDate === b.expiryDate ? (a.id < b.id ? -1 : 1) : a.expiryDate < b.expiryDate ? -1 : 1;

/** As the API's createDomain: for an existing client, its credentials given ids. */
export function createMockDomain(db: MockDb, input: DomainCreate, origin?: ImportKept): DomainRow {
  requireClient(db, input.clientId);
  const { credentials, ...fields } = input;
  const domain: DomainRow = {
    ...newRecordStamp(db, db.now(), origin),
    ...fields,
    credentials: storeCredentials(db, credentials),
  };
  db.domains.push(domain);
  recordActivity(db, 'created', 'domain', domain.id, domain.domainName);
  return domain;
}

/** As the API's updateDomain: the fields sent change; credentials sent replace the stored list. */
export function updateMockDomain(db: MockDb, domain: DomainRow, input: DomainUpdate): void {
  if (input.clientId !== undefined) requireClient(db, input.clientId);
  const { credentials, ...fields } = sentFields(input);
  Object.assign(domain, fields, { updatedAt: db.now() });
  if (input.credentials !== undefined) {
    domain.credentials = storeCredentials(db, credentials ?? null, domain.credentials);
  }
  recordActivity(db, 'updated', 'domain', domain.id, domain.domainName);
}

export const domainMocks = [
  mock(domainRoutes.list, ({ db, query }) => {
    const limitDate =
      query.daysUntilExpiry === undefined ? null : addDays(db.today, query.daysUntilExpiry);
    const matches = db.domains
      .filter((d) => {
        const client = clientRef(db, d.clientId);
        return matchesSearch(query.search, d.domainName, client.name, client.businessName);
      })
      // Expiring within N days, expired ones included.
      .filter((d) => limitDate === null || d.expiryDate <= limitDate)
      .filter((d) => !query.clientId || d.clientId === query.clientId)
      .sort(bySoonestExpiry);
    // The API stops counting a search's matches at the cap (domain's countCap).
    const total = listTotal(matches, query, query.search !== undefined);
    return { domains: paginate(matches, query).map((d) => domainView(db, d)), ...total };
  }),

  mock(domainRoutes.get, ({ db, params }) => domainView(db, findDomain(db, params.id)), options),

  mock(domainRoutes.create, ({ db, body }) => domainView(db, createMockDomain(db, body))),

  mock(
    domainRoutes.update,
    ({ db, params, body }) => {
      const domain = findDomain(db, params.id);
      updateMockDomain(db, domain, body);
      return domainView(db, domain);
    },
    options,
  ),

  mock(
    domainRoutes.delete,
    ({ db, params }) => {
      const domain = findDomain(db, params.id);
      db.domains = db.domains.filter((d) => d.id !== domain.id);
      recordActivity(db, 'deleted', 'domain', domain.id, domain.domainName);
    },
    options,
  ),
];
