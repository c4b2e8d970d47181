/** What each kind of endpoint must stay under at p95 on PostgreSQL (PGlite: three times). */
export const P95_TARGET_MS = { list: 10, search: 50, dashboard: 50 } as const;

export type ScenarioKind = keyof typeof P95_TARGET_MS | 'baseline';

export type Scenario = { kind: ScenarioKind; name: string; path: string };

export type SampleIds = { clientId: string; projectId: string };

/** Every list with its filters, search, the dashboard and P&L: the calls the screens make. */
export function apiScenarios(ids: SampleIds): Scenario[] {
  const list = (name: string, path: string): Scenario => ({ kind: 'list', name, path });
  return [
    list('clients', '/api/clients?page=1&limit=20'),
    list('clients, page 200', '/api/clients?page=200&limit=20'),
    list('clients, search', '/api/clients?page=1&limit=20&search=hawthorn'),
    list('projects', '/api/projects?page=1&limit=20'),
    list('projects, status', '/api/projects?page=1&limit=20&status=active'),
    list('projects, client', `/api/projects?page=1&limit=20&clientId=${ids.clientId}`),
    list('invoices', '/api/invoices?page=1&limit=20'),
    list('invoices, overdue', '/api/invoices?page=1&limit=20&status=overdue'),
    list('invoices, paid', '/api/invoices?page=1&limit=20&status=paid'),
    list('invoices, client', `/api/invoices?page=1&limit=20&clientId=${ids.clientId}`),
    list('invoices, search', '/api/invoices?page=1&limit=20&search=INV-000042'),
    list('domains', '/api/domains?page=1&limit=20'),
    list('domains, 30 days', '/api/domains?page=1&limit=20&daysUntilExpiry=30'),
    list('domains, search', '/api/domains?page=1&limit=20&search=hawthorn'),
    list('tasks', '/api/tasks?page=1&limit=20'),
    list('tasks, client', `/api/tasks?page=1&limit=20&clientId=${ids.clientId}`),
    list('expenses', '/api/expenses?page=1&limit=20'),
    list('expenses, by amount', '/api/expenses?page=1&limit=20&sortBy=amount&sortOrder=desc'),
    list(
      'expenses, filters',
      '/api/expenses?page=1&limit=20&expenseType=receipt&allocation=software&provider=Adobe',
    ),
    list('expenses, search', '/api/expenses?page=1&limit=20&search=figma'),
    list('expense providers', '/api/expenses/providers'),
    list('files', '/api/files?page=1&limit=20'),
    list('files, client', `/api/files?clientId=${ids.clientId}&limit=1000`),
    list('activity', '/api/activity?page=1&limit=20'),
    { kind: 'search', name: 'search, name', path: '/api/search?q=smith' },
    { kind: 'search', name: 'search, business', path: '/api/search?q=hawthorn%20joinery' },
    { kind: 'search', name: 'search, invoice', path: '/api/search?q=INV-0004242' },
    { kind: 'dashboard', name: 'dashboard metrics', path: '/api/dashboard/metrics' },
    { kind: 'dashboard', name: 'dashboard renewals', path: '/api/dashboard/upcoming-renewals' },
    { kind: 'dashboard', name: 'dashboard unpaid', path: '/api/dashboard/unpaid-invoices' },
    { kind: 'dashboard', name: 'dashboard revenue', path: '/api/dashboard/revenue' },
    { kind: 'dashboard', name: 'profit and loss', path: '/api/expenses/profit-loss' },
  ];
}
