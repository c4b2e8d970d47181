import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSkeleton } from './components/PageSkeleton';

// Each page is its own chunk: the first paint loads only the screen being opened
// (echarts, for instance, comes only with the screens that draw a chart).
const DashboardPage = lazy(() => import('./pages/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const ClientsPage = lazy(() => import('./pages/ClientsPage').then((m) => ({ default: m.ClientsPage })));
const ClientDetailPage = lazy(() => import('./pages/ClientDetailPage').then((m) => ({ default: m.ClientDetailPage })));
const ProjectsPage = lazy(() => import('./pages/ProjectsPage').then((m) => ({ default: m.ProjectsPage })));
const DomainsPage = lazy(() => import('./pages/DomainsPage').then((m) => ({ default: m.DomainsPage })));
const InvoicesPage = lazy(() => import('./pages/InvoicesPage').then((m) => ({ default: m.InvoicesPage })));
const ExpensesPage = lazy(() => import('./pages/ExpensesPage').then((m) => ({ default: m.ExpensesPage })));
const FilesPage = lazy(() => import('./pages/FilesPage').then((m) => ({ default: m.FilesPage })));
const ReportsPage = lazy(() => import('./pages/ReportsPage').then((m) => ({ default: m.ReportsPage })));
const SettingsPage = lazy(() => import('./pages/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** The route table of spec section 2 (sign-in and setup are in app/App.tsx). */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Switch>
        <Route path="/" component={DashboardPage} />
        <Route path="/clients" component={ClientsPage} />
        {/* The rest of the path is the id: a path-like value is normalised by the page. */}
        <Route path="/clients/*" component={ClientDetailPage} />
        <Route path="/projects" component={ProjectsPage} />
        <Route path="/domains" component={DomainsPage} />
        <Route path="/invoices" component={InvoicesPage} />
        <Route path="/expenses" component={ExpensesPage} />
        <Route path="/files" component={FilesPage} />
        <Route path="/reports" component={ReportsPage} />
        <Route path="/settings" component={SettingsPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
