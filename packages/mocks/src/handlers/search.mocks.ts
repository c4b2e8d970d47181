import { searchRoutes } from '@crm/api-contract';
import {
  clientDisplayName,
  formatDisplayDate,
  formatMoney,
  isSearchable,
  SEARCH_RESULTS_PER_TYPE,
} from '@crm/domain';
import type { SearchResult } from '@crm/domain';
import { matchesSearch } from '../db/list-helpers';
import type { MockDb } from '../db/mock-db.types';
import { clientRef } from '../db/relations';
import { mock } from './mock-route';

type Hit = { title: string; result: SearchResult };

// Titles that start with the term first, then alphabetical; at most 5 of a type.
function best(hits: Hit[], term: string): SearchResult[] {
  const starts = (hit: Hit) => (hit.title.toLowerCase().startsWith(term) ? 0 : 1);
  return hits
    .sort((a, b) => starts(a) - starts(b) || a.title.localeCompare(b.title, 'en-GB'))
    .slice(0, SEARCH_RESULTS_PER_TYPE)
    .map((hit) => hit.result);
}

const clientName = (db: MockDb, clientId: string) => clientDisplayName(clientRef(db, clientId));

function search(db: MockDb, q: string): SearchResult[] {
  const term = q.toLowerCase();
  const clients = db.clients
    .filter((c) => matchesSearch(q, c.name, c.businessName, c.email))
    .map((c) => {
      // A business shows its contact; a person shows their email.
      const subtitle = c.businessName ? c.name : (c.email ?? undefined);
      const result: SearchResult = { type: 'client', id: c.id, title: clientDisplayName(c) };
      return { title: c.name, result: subtitle ? { ...result, subtitle } : result };
    });
  const projects = db.projects
    .filter((p) => matchesSearch(q, p.projectName))
    .map((p) => ({
      title: p.projectName,
      result: {
        type: 'project' as const,
        id: p.id,
        title: p.projectName,
        subtitle: clientName(db, p.clientId),
      },
    }));
  const invoices = db.invoices
    .filter((i) => matchesSearch(q, i.invoiceNumber))
    .map((i) => ({
      title: i.invoiceNumber,
      result: {
        type: 'invoice' as const,
        id: i.id,
        title: i.invoiceNumber,
        subtitle: `${clientName(db, i.clientId)} · ${formatMoney(i.amount)}`,
      },
    }));
  const domains = db.domains
    .filter((d) => matchesSearch(q, d.domainName))
    .map((d) => ({
      title: d.domainName,
      result: {
        type: 'domain' as const,
        id: d.id,
        title: d.domainName,
        subtitle: `${clientName(db, d.clientId)} · Expires ${formatDisplayDate(d.expiryDate)}`,
        clientId: d.clientId,
      },
    }));
  const tasks = db.tasks
    .filter((t) => matchesSearch(q, t.title))
    .map((t) => ({
      title: t.title,
      result: {
        type: 'task' as const,
        id: t.id,
        title: t.title,
        subtitle: clientName(db, t.clientId),
      },
    }));
  return [clients, projects, invoices, domains, tasks].flatMap((hits) => best(hits, term));
}

export const searchMocks = [
  mock(searchRoutes.search, ({ db, query }) =>
    isSearchable(query.q) ? search(db, query.q.trim()) : [],
  ),
];
