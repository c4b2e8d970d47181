import { activityRoutes } from './activity.contract';
import { authRoutes } from './auth.contract';
import { settingsRoutes } from './settings.contract';
import { clientRoutes } from './clients.contract';
import { dashboardRoutes } from './dashboard.contract';
import { searchRoutes } from './search.contract';
import { healthRoutes } from './health.contract';
import { projectRoutes } from './projects.contract';
import { renewalRoutes } from './renewals.contract';
import type { RouteDefinition } from './route';
import { backupRoutes } from './backup.contract';
import { domainRoutes } from './domains.contract';
import { expenseRoutes } from './expenses.contract';
import { exportRoutes } from './exports.contract';
import { fileRoutes } from './files.contract';
import { importRoutes } from './imports.contract';
import { invoiceRoutes } from './invoices.contract';
import { taskRoutes } from './tasks.contract';
import { outboxRoutes } from './outbox.contract';
import { calendarRoutes } from './calendar.contract';
import { reportRoutes } from './reports.contract';
import { recurringInvoiceRoutes } from './recurring-invoices.contract';

/**
 * Every module's routes, by module. To add a module: write src/<module>.contract.ts exporting
 * `<module>Routes = { name: defineRoute({...}), ... } as const`, add it here and re-export it from
 * index.ts. The server test checks that the router serves exactly these routes.
 */
export const routeGroups = {
  health: healthRoutes,
  auth: authRoutes,
  settings: settingsRoutes,
  clients: clientRoutes,
  projects: projectRoutes,
  tasks: taskRoutes,
  activity: activityRoutes,
  search: searchRoutes,
  dashboard: dashboardRoutes,
  exports: exportRoutes,
  imports: importRoutes,
  invoices: invoiceRoutes,
  domains: domainRoutes,
  renewals: renewalRoutes,
  files: fileRoutes,
  expenses: expenseRoutes,
  backup: backupRoutes,
  outbox: outboxRoutes,
  calendar: calendarRoutes,
  reports: reportRoutes,
  recurringInvoices: recurringInvoiceRoutes,
} as const;

/** Every /api route, in one list (for the OpenAPI document and the router check). */
export const routes: readonly RouteDefinition[] = Object.values(routeGroups).flatMap((group) =>
  Object.values(group as Record<string, RouteDefinition>),
);
