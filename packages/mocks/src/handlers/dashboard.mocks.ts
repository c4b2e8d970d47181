import {
  activityRoutes,
  dashboardRoutes,
  healthRoutes,
  buildOpenApiDocument,
  routes,
} from '@crm/api-contract';
import {
  APP_VERSION,
  computeRevenue,
  DASHBOARD_LIST_LIMIT,
  isDomainDue,
  overdueInvoicesCount,
  unpaidInvoicesAmount,
} from '@crm/domain';
import { paginate } from '../db/list-helpers';
import { domainView, invoiceView } from '../db/relations';
import { mock } from './mock-route';

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const dashboardMocks = [
  mock(dashboardRoutes.metrics, ({ db }) => ({
    totalClients: db.clients.length,
    activeProjects: db.projects.filter((p) => p.status === 'active').length,
    domainsDue: db.domains.filter((d) => isDomainDue(d.expiryDate, db.today)).length,
    unpaidInvoicesAmount: unpaidInvoicesAmount(db.invoices),
    overdueInvoicesCount: overdueInvoicesCount(db.invoices, db.today),
  })),

  // The 10 soonest expiries, expired ones included, without credentials.
  mock(dashboardRoutes.upcomingRenewals, ({ db }) =>
    [...db.domains]
      .sort((a, b) =>
        a.expiryDate === b.expiryDate ? byId(a, b) : a.expiryDate < b.expiryDate ? -1 : 1,
      )
      .slice(0, DASHBOARD_LIST_LIMIT)
      .map((d) => {
        const { credentials: _credentials, ...domain } = domainView(db, d);
        return domain;
      }),
  ),

  // The 10 not paid with the earliest due date, without line items.
  mock(dashboardRoutes.unpaidInvoices, ({ db }) =>
    db.invoices
      .filter((i) => i.status !== 'paid')
      .sort((a, b) => (a.dueDate === b.dueDate ? byId(a, b) : a.dueDate < b.dueDate ? -1 : 1))
      .slice(0, DASHBOARD_LIST_LIMIT)
      .map((i) => {
        const { lineItems: _lineItems, ...invoice } = invoiceView(db, i);
        return invoice;
      }),
  ),

  mock(dashboardRoutes.revenue, ({ db }) =>
    computeRevenue({ invoices: db.invoices, today: db.today }),
  ),

  mock(activityRoutes.list, ({ db, query }) => {
    const lines = db.activity.filter((a) => !query.entityId || a.entityId === query.entityId);
    return { activity: structuredClone(paginate(lines, query)), total: lines.length };
  }),

  mock(healthRoutes.get, () => ({
    status: 'ok' as const,
    database: 'pglite' as const,
    version: APP_VERSION,
  })),

  mock(healthRoutes.openApi, () => buildOpenApiDocument(routes)),
];
