import { clientRoutes } from '@crm/api-contract';
import {
  CLIENT_NOT_FOUND_MESSAGE,
  clientDisplayName,
  LATE_PAYMENT_BUSINESS_ONLY_MESSAGE,
  latePaymentClaimsAllowed,
} from '@crm/domain';
import type { Client, ClientCreate, ImportKept } from '@crm/domain';
import { recordActivity } from '../db/activity-log';
import { listTotal, matchesSearch, newestFirst, paginate, sentFields } from '../db/list-helpers';
import type { MockDb } from '../db/mock-db.types';
import { newRecordStamp } from '../db/record-origin';
import { invalidField, notFound } from './mock-errors';
import { mock } from './mock-route';

const options = { notFound: CLIENT_NOT_FOUND_MESSAGE };

function findClient(db: MockDb, id: string): Client {
  const client = db.clients.find((c) => c.id === id);
  if (!client) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
  return client;
}

/** Removes a client and everything that belongs to it, as the API's cascade does. */
function deleteClientCascade(db: MockDb, id: string): void {
  db.clients = db.clients.filter((c) => c.id !== id);
  db.projects = db.projects.filter((p) => p.clientId !== id);
  db.invoices = db.invoices.filter((i) => i.clientId !== id);
  db.domains = db.domains.filter((d) => d.clientId !== id);
  db.tasks = db.tasks.filter((t) => t.clientId !== id);
  db.files = db.files.filter((f) => f.clientId !== id);
  db.recurringInvoices = db.recurringInvoices.filter((r) => r.clientId !== id);
}

/** 400 as the API answers when a client without a business name would claim late payment. */
function requireBusinessForClaims(
  client: Pick<Client, 'businessName' | 'latePaymentClaims'>,
): void {
  if (!latePaymentClaimsAllowed(client))
    throw invalidField('latePaymentClaims', LATE_PAYMENT_BUSINESS_ONLY_MESSAGE);
}

/** A client as the API stores a new one; an import passes the export's ID and time (`origin`). */
export function newMockClient(db: MockDb, input: ClientCreate, origin?: ImportKept): Client {
  return {
    ...newRecordStamp(db, db.now(), origin),
    ...input,
    latePaymentClaims: input.latePaymentClaims ?? false,
  };
}

export const clientMocks = [
  mock(clientRoutes.list, ({ db, query }) => {
    const matches = db.clients
      .filter((c) => matchesSearch(query.search, c.name, c.businessName, c.email))
      .sort(newestFirst);
    const total = listTotal(matches, query, query.search !== undefined);
    return { clients: structuredClone(paginate(matches, query)), ...total };
  }),

  mock(clientRoutes.get, ({ db, params }) => structuredClone(findClient(db, params.id)), options),

  mock(clientRoutes.create, ({ db, body }) => {
    const client = newMockClient(db, body);
    requireBusinessForClaims(client);
    db.clients.push(client);
    recordActivity(db, 'created', 'client', client.id, clientDisplayName(client));
    return structuredClone(client);
  }),

  mock(
    clientRoutes.update,
    ({ db, params, body }) => {
      const client = findClient(db, params.id);
      requireBusinessForClaims({ ...client, ...sentFields(body) });
      Object.assign(client, sentFields(body), { updatedAt: db.now() });
      recordActivity(db, 'updated', 'client', client.id, clientDisplayName(client));
      return structuredClone(client);
    },
    options,
  ),

  mock(
    clientRoutes.delete,
    ({ db, params }) => {
      const client = findClient(db, params.id);
      deleteClientCascade(db, client.id);
      recordActivity(db, 'deleted', 'client', client.id, clientDisplayName(client));
    },
    options,
  ),
];
