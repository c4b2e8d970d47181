import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { PageSkeleton } from './components/PageSkeleton';

type PageLoader = () => Promise<{ default: ComponentType }>;

// Each page is its own chunk: the first paint loads only the screen being opened
// (echarts, for instance, comes only with the screens that draw a chart).
const PAGES: readonly { path: string; load: PageLoader }[] = [
  {
    path: '/',
    load: () => import('./pages/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  },
  {
    path: '/clients',
    load: () => import('./pages/ClientsPage').then((m) => ({ default: m.ClientsPage })),
  },
  // The rest of the path is the id: a path-like value is normalised by the page.
  {
    path: '/clients/*',
    load: () => import('./pages/ClientDetailPage').then((m) => ({ default: m.ClientDetailPage })),
  },
  {
    path: '/projects',
    load: () => import('./pages/ProjectsPage').then((m) => ({ default: m.ProjectsPage })),
  },
  {
    path: '/projects/*',
    load: () => import('./pages/ProjectDetailPage').then((m) => ({ default: m.ProjectDetailPage })),
  },
  {
    path: '/domains',
    load: () => import('./pages/DomainsPage').then((m) => ({ default: m.DomainsPage })),
  },
  {
    path: '/invoices',
    load: () => import('./pages/InvoicesPage').then((m) => ({ default: m.InvoicesPage })),
  },
  // Before '/invoices/*', which would take 'recurring' for an invoice id.
  {
    path: '/invoices/recurring',
    load: () =>
      import('./pages/RecurringInvoicesPage').then((m) => ({ default: m.RecurringInvoicesPage })),
  },
  {
    path: '/invoices/*',
    load: () => import('./pages/InvoiceDetailPage').then((m) => ({ default: m.InvoiceDetailPage })),
  },
  {
    path: '/expenses',
    load: () => import('./pages/ExpensesPage').then((m) => ({ default: m.ExpensesPage })),
  },
  {
    path: '/files',
    load: () => import('./pages/FilesPage').then((m) => ({ default: m.FilesPage })),
  },
  {
    path: '/outbox',
    load: () => import('./pages/OutboxPage').then((m) => ({ default: m.OutboxPage })),
  },
  {
    path: '/reports',
    load: () => import('./pages/ReportsPage').then((m) => ({ default: m.ReportsPage })),
  },
  {
    path: '/reports/aged-debtors',
    load: () => import('./pages/AgedDebtorsPage').then((m) => ({ default: m.AgedDebtorsPage })),
  },
  {
    path: '/reports/renewals',
    load: () => import('./pages/RenewalsPage').then((m) => ({ default: m.RenewalsPage })),
  },
  {
    path: '/reports/import/*',
    load: () => import('./pages/ImportPage').then((m) => ({ default: m.ImportPage })),
  },
  {
    path: '/reports/vat',
    load: () => import('./pages/VatReturnPage').then((m) => ({ default: m.VatReturnPage })),
  },
  {
    path: '/settings',
    load: () => import('./pages/SettingsPage').then((m) => ({ default: m.SettingsPage })),
  },
];

const ROUTES = PAGES.map((page) => ({ path: page.path, component: lazy(page.load) }));
const NotFoundPage = lazy(() =>
  import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('/*')
    ? pathname.startsWith(pattern.slice(0, -1)) && pathname.length > pattern.length - 1
    : pattern === pathname;
}

function pageAt(pathname: string) {
  return PAGES.find((page) => matches(page.path, pathname));
}

/** The route pattern that shows `pathname`; undefined for sign-in, setup and unknown paths. */
export function pagePathFor(pathname: string): string | undefined {
  return pageAt(pathname)?.path;
}

/**
 * Starts downloading the chunk of the page at `pathname` at once, so it arrives while the
 * session is being checked instead of after (the lazy page then finds it loaded).
 */
export function preloadPage(pathname: string): void {
  // A failed download is reported where it matters: when the page itself is rendered.
  pageAt(pathname)
    ?.load()
    .catch(() => undefined);
}

/** The route table of spec section 2 (sign-in and setup are in app/App.tsx). */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
